import { constants, deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { inspectFile } from './kyc.files.js';
import { pdfCatalog, pdfFile } from './kyc.fixtures.js';
import { MAX_PDF_OBJECTS } from './kyc.pdf.js';

const refusal = async (bytes: Buffer) => {
  const check = await inspectFile(bytes, 'front');
  return check.ok ? null : check.refusal;
};

/** A one-page document with its content stream, as a scanner writes it; `annotation` is the page's only one. */
const scan = (annotation = '<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] >>', catalog = '') => {
  const drawn = 'q 595 0 0 842 0 0 cm /Im1 Do Q\n';
  return pdfFile(
    `1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${catalog}>>\nendobj\n` +
      '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
      '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Annots [5 0 R] >>\nendobj\n' +
      `4 0 obj\n<< /Length ${drawn.length} >>\nstream\n${drawn}\nendstream\nendobj\n` +
      `5 0 obj\n${annotation}\nendobj\n`,
  );
};

/** A link whose action is `action`. */
const link = (action: string) => `<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A ${action} >>`;

describe('inspectFile on PDFs, read by a PDF parser', () => {
  it('accepts a plain scan, with a link to a web page', async () => {
    expect(await inspectFile(scan(), 'front')).toEqual({
      ok: true,
      mime: 'application/pdf',
      width: null,
      height: null,
    });
    expect(await refusal(scan(link('<< /S /URI /URI (https://example.com/terms) >>')))).toBeNull();
  });

  it('accepts what a PDF library writes, with object and cross-reference streams', async () => {
    const document = await PDFDocument.create();
    const font = await document.embedFont(StandardFonts.Helvetica);
    for (const side of ['front', 'back']) document.addPage([595, 842]).drawText(side, { x: 50, y: 700, font });
    const written = Buffer.from(await document.save({ useObjectStreams: true }));
    expect(written.toString('latin1')).toContain('/ObjStm');
    expect(await refusal(written)).toBeNull();
  });

  it('refuses an opening script between comment lines that read like a stream', async () => {
    const trick = pdfFile(
      '%stream\n' +
        '1 0 obj\n<< /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >>\nendobj\n' +
        '3 0 obj\n<< /Type /Action /S /JavaScript /JS (app.alert\\(document.cookie\\)) >>\nendobj\n' +
        '%endstream\n' +
        '2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n',
    );
    expect(await refusal(trick)).toBe('pdf_active_content');
  });

  it('refuses automatic actions: on opening, and on a page or a field', async () => {
    expect(await refusal(scan(undefined, '/OpenAction [3 0 R /Fit] '))).toBe('pdf_active_content');
    expect(await refusal(scan('<< /Type /Annot /Subtype /Widget /AA << /K 6 0 R >> >>'))).toBe('pdf_active_content');
  });

  it('refuses actions that run a script, launch a program, send a form or open another file', async () => {
    for (const action of [
      '<< /S /JavaScript /JS 6 0 R >>',
      '<< /S /Launch /F (calc.exe) >>',
      '<< /S /SubmitForm /F (https://example.com/collect) >>',
      '<< /S /ImportData /F (data.fdf) >>',
      '<< /S /GoToR /F (other.pdf) /D [0 /Fit] >>',
      '<< /S /GoToE /T << /R /C /N (inside) >> >>',
      '<< /S /URI /URI (file:///etc/passwd) >>',
      '<< /S /URI /URI (\\\\\\\\server\\\\share\\\\x.exe) >>',
    ]) {
      expect(await refusal(scan(link(action))), action).toBe('pdf_active_content');
    }
  });

  it('refuses scripts in the name tree, attachments and XFA forms', async () => {
    const refused = [
      scan(undefined, '/Names << /JavaScript << /Names [(a) 6 0 R] >> >> '),
      scan(undefined, '/Names << /EmbeddedFiles << /Names [(a.exe) 6 0 R] >> >> '),
      scan('<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 1 1] /FS 6 0 R >>'),
      scan('<< /Type /Filespec /F (a.exe) /EF << /F 7 0 R >> >>'),
      scan(undefined, '/AcroForm << /Fields [] /XFA 6 0 R >> '),
    ];
    for (const [i, file] of refused.entries()) expect(await refusal(file), String(i)).toBe('pdf_active_content');
  });

  it('reads names with their escapes in either letter case', async () => {
    expect(await refusal(scan(link('<< /S /#4caunch /F (calc.exe) >>')))).toBe('pdf_active_content');
    expect(await refusal(scan(undefined, '/#4fpenAction 6 0 R '))).toBe('pdf_active_content');
  });

  it('reads objects inside a compressed object stream', async () => {
    const objects = '<< /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >>\n<< /S /JavaScript /JS (x) >>';
    const index = `1 0 3 ${objects.indexOf('\n') + 1} `;
    const packed = deflateSync(Buffer.from(index + objects, 'latin1'));
    const file = pdfFile(
      Buffer.concat([
        Buffer.from('2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n', 'latin1'),
        Buffer.from(`5 0 obj\n<< /Type /ObjStm /N 2 /First ${index.length} /Filter /FlateDecode /Length `),
        Buffer.from(`${packed.length} >>\nstream\n`),
        packed,
        Buffer.from('\nendstream\nendobj\n'),
      ]),
    );
    expect(await refusal(file)).toBe('pdf_active_content');
  });

  it('refuses an object that a reader finds by its offset but that hides in a comment or a string', async () => {
    const inComment = pdfFile(`${pdfCatalog('/OpenAction 3 0 R ')}% 3 0 obj << /S /JavaScript /JS (x) >> endobj\n`);
    expect(await refusal(inComment)).toBe('file_corrupt');
    const inString = pdfFile(
      `${pdfCatalog('/OpenAction 3 0 R /Lang (3 0 obj << /S /Launch /F (calc.exe) >> endobj) ')}`,
    );
    expect(await refusal(inString)).toBe('file_corrupt');
  });

  it('refuses what it cannot read, without throwing: broken objects, deep nesting, an encrypted file', async () => {
    expect(await refusal(Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages (', 'latin1'))).toBe('file_corrupt');
    expect(await refusal(pdfFile(`${pdfCatalog()}3 0 obj\n${'['.repeat(200_000)}\nendobj\n`))).toBe('file_corrupt');
    expect(await refusal(pdfFile(pdfCatalog(), '/Root 1 0 R /Encrypt << /Filter /Standard /V 2 >>'))).toBe(
      'pdf_encrypted',
    );
  });

  it('caps the work: too many objects, or an object stream that inflates too far', async () => {
    let many = pdfCatalog();
    for (let n = 3; n < MAX_PDF_OBJECTS + 10; n++) many += `${n} 0 obj\nnull\nendobj\n`;
    expect(await refusal(pdfFile(many))).toBe('file_corrupt');

    const bomb = deflateSync(Buffer.alloc(65 * 1024 * 1024, 0x20), { strategy: constants.Z_RLE });
    const file = pdfFile(
      Buffer.concat([
        Buffer.from(pdfCatalog(), 'latin1'),
        Buffer.from(`5 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${bomb.length} >>\nstream\n`),
        bomb,
        Buffer.from('\nendstream\nendobj\n'),
      ]),
    );
    expect(await refusal(file)).toBe('file_corrupt');
  });
});
