import { deflateSync } from 'node:zlib';
import { documentPhoto, noise, toJpeg, toPng } from './kyc.image.fixtures.js';

/**
 * Files for tests, built byte by byte: the headers the provider reads (a JPEG's frame, a PNG's
 * IHDR, a WebP's first chunk, a PDF's objects) and as little else as a reader needs.
 */

/** A JPEG of `width` × `height`: start of image, a JFIF segment, a baseline frame header, end of image. */
export function jpeg(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0, 0, 1, 0, 1, 0, 0]);
  const sof = Buffer.alloc(19);
  sof.writeUInt16BE(0xffc0, 0);
  sof.writeUInt16BE(17, 2);
  sof[4] = 8;
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  sof[9] = 3;
  Buffer.from([1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]).copy(sof, 10);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

/** A PNG of `width` × `height`: its signature and IHDR chunk (the image data is not read). */
export function png(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr[16] = 8;
  ihdr[17] = 2;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr]);
}

const photos = new Map<string, Buffer>();
const kept = (key: string, make: () => Buffer) => {
  let bytes = photos.get(key);
  if (!bytes) {
    bytes = make();
    photos.set(key, bytes);
  }
  return bytes;
};

/** A real JPEG photo of a document, `width` × `height`, that the image checks take (made once a size). */
export const jpegPhoto = (width: number, height: number): Buffer =>
  kept(`jpeg ${width}x${height}`, () => toJpeg(documentPhoto(width, height)));

/** A real PNG photo of a document, `width` × `height`, that the image checks take (made once a size). */
export const pngPhoto = (width: number, height: number): Buffer =>
  kept(`png ${width}x${height}`, () => toPng(documentPhoto(width, height)));

/** A PNG of random noise, `width` × `height`: the image checks refuse it. */
export const noisePng = (width: number, height: number): Buffer =>
  kept(`noise ${width}x${height}`, () => toPng(noise(width, height)));

/** An extended-format WebP (VP8X) of `width` × `height`. */
export function webp(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(30);
  bytes.write('RIFF', 0, 'latin1');
  bytes.writeUInt32LE(22, 4);
  bytes.write('WEBPVP8X', 8, 'latin1');
  bytes.writeUInt32LE(10, 16);
  bytes.writeUIntLE(width - 1, 24, 3);
  bytes.writeUIntLE(height - 1, 27, 3);
  return bytes;
}

/** A one-page PDF; `extra` goes into the catalogue's dictionary (`/OpenAction 3 0 R`), `objects` after it. */
export function pdf(extra = '', objects: string | Buffer = ''): Buffer {
  return Buffer.concat([
    Buffer.from(
      `%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${extra}>>\nendobj\n` +
        '2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n',
      'latin1',
    ),
    typeof objects === 'string' ? Buffer.from(objects, 'latin1') : objects,
    Buffer.from('trailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  ]);
}

/** A PDF whose catalogue sits in a compressed object stream with `hidden` in its dictionary. */
export function pdfWithObjectStream(hidden: string): Buffer {
  const inner = deflateSync(Buffer.from(`1 0 << /Type /Catalog /Pages 2 0 R ${hidden}>>`, 'latin1'));
  return Buffer.concat([
    Buffer.from('%PDF-1.7\n5 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ', 'latin1'),
    Buffer.from(`${inner.length} >>\nstream\n`, 'latin1'),
    inner,
    Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  ]);
}

/**
 * A PDF as a writer lays it out: the header, `body` as given, then a cross-reference table that
 * points at each `N 0 obj` in the body (the last one of a number, wherever it sits) and the trailer.
 */
export function pdfFile(body: string | Buffer, trailer = '/Root 1 0 R'): Buffer {
  const head = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  const content = Buffer.concat([head, typeof body === 'string' ? Buffer.from(body, 'latin1') : body]);
  const offsets = new Map<number, number>();
  for (const match of content.toString('latin1').matchAll(/(?<![0-9])([0-9]+) 0 obj/g)) {
    offsets.set(Number(match[1]), match.index);
  }
  const size = Math.max(0, ...offsets.keys()) + 1;
  let xref = `xref\n0 ${size}\n0000000000 65535 f \n`;
  for (let n = 1; n < size; n++) {
    const at = offsets.get(n);
    xref += at === undefined ? '0000000000 65535 f \n' : `${String(at).padStart(10, '0')} 00000 n \n`;
  }
  const tail = `${xref}trailer\n<< /Size ${size} ${trailer} >>\nstartxref\n${content.length}\n%%EOF\n`;
  return Buffer.concat([content, Buffer.from(tail, 'latin1')]);
}

/** The catalogue and an empty page tree, for `pdfFile`; `extra` goes into the catalogue. */
export const pdfCatalog = (extra = '') =>
  `1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${extra}>>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n`;
