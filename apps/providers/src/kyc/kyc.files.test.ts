import { describe, expect, it } from 'vitest';
import { inspectFile, MAX_FILE_BYTES } from './kyc.files.js';
import { jpeg, pdf, pdfWithObjectStream, png, webp } from './kyc.fixtures.js';

const refusal = async (bytes: Buffer, kind: 'front' | 'back' | 'selfie' = 'front') => {
  const check = await inspectFile(bytes, kind);
  return check.ok ? null : check.refusal;
};

/** `bytes` with a tail, as a file renamed to .jpg keeps its own content. */
const withTail = (head: number[] | string) =>
  Buffer.concat([typeof head === 'string' ? Buffer.from(head, 'latin1') : Buffer.from(head), Buffer.alloc(2048, 7)]);

describe('inspectFile', async () => {
  it('accepts a JPEG, a PNG and a WebP photo and reads their size from the headers', async () => {
    expect(await inspectFile(jpeg(1280, 960), 'front')).toEqual({
      ok: true,
      mime: 'image/jpeg',
      width: 1280,
      height: 960,
    });
    expect(await inspectFile(png(800, 600), 'back')).toEqual({ ok: true, mime: 'image/png', width: 800, height: 600 });
    expect(await inspectFile(webp(1024, 768), 'selfie')).toEqual({
      ok: true,
      mime: 'image/webp',
      width: 1024,
      height: 768,
    });
  });

  it('accepts a portrait photo of 400 × 600 and a plain PDF', async () => {
    expect(await inspectFile(jpeg(400, 600), 'selfie')).toMatchObject({ ok: true, width: 400, height: 600 });
    expect(await inspectFile(pdf(), 'front')).toEqual({ ok: true, mime: 'application/pdf', width: null, height: null });
  });

  it('refuses an empty file, a file above 10 MiB, and a type that is not a photo or a PDF', async () => {
    expect(await refusal(Buffer.alloc(0))).toBe('file_empty');
    const big = Buffer.alloc(MAX_FILE_BYTES + 1);
    jpeg(1280, 960).copy(big);
    expect(await refusal(big)).toBe('file_too_large');
    expect(await refusal(Buffer.from('GIF89a', 'latin1'))).toBe('file_type');
    expect(await refusal(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBe(
      'file_type',
    );
  });

  it('refuses a photo smaller than 600 × 400, or larger than a camera makes', async () => {
    expect(await refusal(jpeg(599, 400))).toBe('image_too_small');
    expect(await refusal(png(800, 399))).toBe('image_too_small');
    expect(await refusal(webp(300, 700))).toBe('image_too_small');
    expect(await refusal(png(20_000, 20_000))).toBe('image_too_large');
  });

  it('refuses a photo whose header cannot be read', async () => {
    expect(await refusal(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBe('file_corrupt');
    expect(await refusal(jpeg(1280, 960).subarray(0, 22))).toBe('file_corrupt');
    expect(await refusal(png(0, 0))).toBe('file_corrupt');
  });

  it('refuses programs even when renamed: Windows, Linux and macOS executables, scripts', async () => {
    expect(await refusal(withTail([0x4d, 0x5a, 0x90, 0x00]))).toBe('file_executable');
    expect(await refusal(withTail([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01]))).toBe('file_executable');
    expect(await refusal(withTail([0xcf, 0xfa, 0xed, 0xfe]))).toBe('file_executable');
    expect(await refusal(withTail([0xca, 0xfe, 0xba, 0xbe]))).toBe('file_executable');
    expect(await refusal(withTail('#!/bin/sh\nrm -rf /\n'))).toBe('file_executable');
  });

  it('refuses archives and office documents, zip-based or not', async () => {
    expect(await refusal(withTail([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]))).toBe('file_archive');
    expect(await refusal(withTail([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe('file_archive');
    expect(await refusal(withTail('Rar!\x1a\x07\x00'))).toBe('file_archive');
    expect(await refusal(withTail([0x1f, 0x8b, 0x08]))).toBe('file_archive');
  });

  it('refuses a PDF with scripts, automatic actions, launches or attachments', async () => {
    expect(await refusal(pdf('/Names << /JavaScript 3 0 R >> '))).toBe('pdf_active_content');
    expect(await refusal(pdf('/OpenAction 3 0 R ', '3 0 obj\n<< /S /JS /JS (app.alert(1)) >>\nendobj\n'))).toBe(
      'pdf_active_content',
    );
    expect(await refusal(pdf('', '3 0 obj\n<< /Type /Page /AA << /O 4 0 R >> >>\nendobj\n'))).toBe(
      'pdf_active_content',
    );
    expect(await refusal(pdf('', '3 0 obj\n<< /S /Launch /F (cmd.exe) >>\nendobj\n'))).toBe('pdf_active_content');
    expect(await refusal(pdf('', '3 0 obj\n<< /Type /EmbeddedFile /Length 0 >>\nendobj\n'))).toBe('pdf_active_content');
  });

  it('reads escaped names and compressed object streams, where scripts hide', async () => {
    expect(await refusal(pdf('/Names << /J#61vaScript 3 0 R >> '))).toBe('pdf_active_content');
    expect(await refusal(pdfWithObjectStream('/OpenAction << /S /JavaScript /JS (app.alert(1)) >> '))).toBe(
      'pdf_active_content',
    );
    expect(await refusal(pdfWithObjectStream('/Lang (en) '))).toBeNull();
  });

  it('does not read what a page draws: an image stream may hold any bytes', async () => {
    const drawn = Buffer.from('BT /F1 12 Tf (/JS /AA /Launch) Tj ET\n/Im1 Do\n\x00\xff/JS \x01', 'latin1');
    const stream = `3 0 obj\n<< /Length ${drawn.length} >>\nstream\n`;
    const body = Buffer.concat([Buffer.from(stream, 'latin1'), drawn, Buffer.from('\nendstream\nendobj\n')]);
    expect(await refusal(pdf('', body))).toBeNull();
  });

  it('refuses a PDF it cannot read: encrypted, or an object stream that does not inflate', async () => {
    expect(await refusal(pdf('', 'trailer\n<< /Encrypt 9 0 R >>\n'))).toBe('pdf_encrypted');
    const broken = Buffer.from(
      '%PDF-1.7\n5 0 obj\n<< /Type /ObjStm /Filter /FlateDecode >>\nstream\nnot deflated\nendstream\nendobj\n%%EOF',
      'latin1',
    );
    expect(await refusal(broken)).toBe('file_corrupt');
  });

  it('takes a selfie as a photo only', async () => {
    expect(await refusal(pdf(), 'selfie')).toBe('selfie_image_only');
    expect(await refusal(jpeg(1280, 720), 'selfie')).toBeNull();
  });
});
