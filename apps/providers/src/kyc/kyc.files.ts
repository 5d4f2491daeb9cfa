import type { FileKind } from './kyc.documents.js';
import { pdfProblem } from './kyc.pdf.js';

/** The largest file the widget takes. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** The smallest photo: its longer side at least 600 px and its shorter side at least 400 px. */
export const MIN_LONG_SIDE = 600;
export const MIN_SHORT_SIDE = 400;
/** A side longer than this is no camera's: a decompression bomb, or a broken header. */
export const MAX_SIDE = 12_000;

export type FileMime = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

export type FileRefusal =
  | 'file_empty'
  | 'file_too_large'
  | 'file_type'
  | 'file_executable'
  | 'file_archive'
  | 'file_corrupt'
  | 'image_too_small'
  | 'image_too_large'
  | 'pdf_active_content'
  | 'pdf_encrypted'
  | 'selfie_image_only';

export type FileCheck =
  | { ok: true; mime: FileMime; width: number | null; height: number | null }
  | { ok: false; refusal: FileRefusal };

const refuse = (refusal: FileRefusal): FileCheck => ({ ok: false, refusal });

const startsWith = (bytes: Buffer, ...signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
const ascii = (bytes: Buffer, at: number, text: string) => bytes.toString('latin1', at, at + text.length) === text;

/**
 * Checks an uploaded file by its content alone (its name and declared type are never trusted): a
 * JPEG, PNG or WebP photo large enough to read, or a PDF without scripts, actions or attachments
 * (read by a PDF parser: `kyc.pdf.ts`). Programs and containers are refused even when renamed.
 */
export async function inspectFile(bytes: Buffer, kind: FileKind): Promise<FileCheck> {
  if (bytes.length === 0) return refuse('file_empty');
  if (bytes.length > MAX_FILE_BYTES) return refuse('file_too_large');
  const executable = executableKind(bytes);
  if (executable) return refuse(executable);

  let image: { mime: FileMime; size: { width: number; height: number } | null } | null = null;
  if (startsWith(bytes, 0xff, 0xd8, 0xff)) image = { mime: 'image/jpeg', size: jpegSize(bytes) };
  else if (startsWith(bytes, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) {
    image = { mime: 'image/png', size: pngSize(bytes) };
  } else if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) image = { mime: 'image/webp', size: webpSize(bytes) };

  if (image) {
    if (!image.size) return refuse('file_corrupt');
    const { width, height } = image.size;
    if (width > MAX_SIDE || height > MAX_SIDE) return refuse('image_too_large');
    if (Math.max(width, height) < MIN_LONG_SIDE || Math.min(width, height) < MIN_SHORT_SIDE) {
      return refuse('image_too_small');
    }
    return { ok: true, mime: image.mime, width, height };
  }
  if (ascii(bytes, 0, '%PDF-')) {
    if (kind === 'selfie') return refuse('selfie_image_only');
    const problem = await pdfProblem(bytes);
    return problem ? refuse(problem) : { ok: true, mime: 'application/pdf', width: null, height: null };
  }
  return refuse('file_type');
}

/** Programs and containers by their magic bytes: Windows, Linux and macOS executables, scripts, archives, office files. */
function executableKind(bytes: Buffer): 'file_executable' | 'file_archive' | null {
  const programs: number[][] = [
    [0x4d, 0x5a], // MZ: Windows PE, DOS
    [0x7f, 0x45, 0x4c, 0x46], // ELF
    [0xfe, 0xed, 0xfa, 0xce], // Mach-O 32-bit
    [0xfe, 0xed, 0xfa, 0xcf], // Mach-O 64-bit
    [0xce, 0xfa, 0xed, 0xfe], // Mach-O 32-bit, little-endian
    [0xcf, 0xfa, 0xed, 0xfe], // Mach-O 64-bit, little-endian
    [0xca, 0xfe, 0xba, 0xbe], // Mach-O universal (and Java classes)
    [0x23, 0x21], // #!: a script with an interpreter line
    [0x00, 0x61, 0x73, 0x6d], // WebAssembly
  ];
  if (programs.some((signature) => startsWith(bytes, ...signature))) return 'file_executable';
  const containers: number[][] = [
    [0x50, 0x4b, 0x03, 0x04], // ZIP, and the office formats built on it (docx, xlsx, odt, apk, jar)
    [0x50, 0x4b, 0x05, 0x06], // ZIP, empty
    [0x50, 0x4b, 0x07, 0x08], // ZIP, spanned
    [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // OLE: doc, xls, msi
    [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07], // RAR
    [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], // 7z
    [0x1f, 0x8b], // gzip
    [0x42, 0x5a, 0x68], // bzip2
    [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], // xz
  ];
  return containers.some((signature) => startsWith(bytes, ...signature)) ? 'file_archive' : null;
}

/** A JPEG's size from its first start-of-frame segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    // Fill bytes, and markers that stand alone (no length): TEM, RST0–7.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or scan data before any frame
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2) return null;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (at + 9 > bytes.length) return null;
      const height = bytes.readUInt16BE(at + 5);
      const width = bytes.readUInt16BE(at + 7);
      return width > 0 && height > 0 ? { width, height } : null;
    }
    at += 2 + length;
  }
  return null;
}

/** A PNG's size from its IHDR chunk, which must come first. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || !ascii(bytes, 12, 'IHDR')) return null;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** A WebP's size from its first chunk: lossy (VP8), lossless (VP8L) or extended (VP8X). */
function webpSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 30) return null;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') {
    // The key frame's start code, then 14-bit width and height.
    if (!(bytes[23] === 0x9d && bytes[24] === 0x01 && bytes[25] === 0x2a)) return null;
    return nonZero(bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff);
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return null;
    const bits = bytes.readUInt32LE(21);
    return nonZero((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') {
    return nonZero(bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1);
  }
  return null;
}

const nonZero = (width: number, height: number) => (width > 0 && height > 0 ? { width, height } : null);
