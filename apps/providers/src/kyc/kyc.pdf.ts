import { inflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFDict,
  PDFHexString,
  PDFInvalidObject,
  PDFName,
  type PDFObject,
  PDFParser,
  PDFRawStream,
  type PDFRef,
  PDFString,
} from '@cantoo/pdf-lib';

/** A scan of an identity document has a few dozen objects; far more is not a scan, and costs time to read. */
export const MAX_PDF_OBJECTS = 5_000;
/** At most this much is inflated from a PDF's object and cross-reference streams. */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

export type PdfProblem = 'pdf_active_content' | 'pdf_encrypted' | 'file_corrupt';

/** Keys that make a PDF act or carry a file, wherever they sit: automatic actions, scripts, attachments, forms. */
const ACTIVE_KEYS = new Set(['OpenAction', 'AA', 'JS', 'JavaScript', 'EmbeddedFile', 'EmbeddedFiles', 'EF', 'XFA']);
/** Names that are such an action or attachment as a value: `/S /Launch`, `/Subtype /FileAttachment` … */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'Launch',
  'SubmitForm',
  'ImportData',
  'GoToR',
  'GoToE',
  'EmbeddedFile',
  'FileAttachment',
  'RichMedia',
  'XFA',
]);
/** The addresses a link (a `/URI` action) may open; anything else (`file:`, `smb:` …) reaches the reader's machine. */
const SAFE_URI = /^(https?|mailto):/i;
/** PDF white space, which may part the words of an object's header. */
const OBJECT_HEADER = /(?<![0-9])[0-9]+[\0\t\n\f\r ]+[0-9]+[\0\t\n\f\r ]+obj/g;

/** The parser's own steps, reached to count and cap its work and to learn where it found each object. */
interface ParserSteps {
  bytes: { offset(): number };
  context: { assign(ref: PDFRef, object: PDFObject): void; trailerInfo: { Encrypt?: PDFObject } };
  skipWhitespaceAndComments(): void;
  parseIndirectObject(): Promise<PDFRef>;
  parseObject(ref?: PDFRef): PDFObject;
}

/**
 * Why a PDF is refused, or null. The file is read by a PDF parser into its objects (those in object
 * streams too), and every version of every object is searched: an action that opens or acts by
 * itself, a script, a launch, a form that submits or imports, a link to another file or to a
 * `file:` address, an attachment, an XFA form. A reader finds objects by their offsets, so every
 * object header in the file's bytes must be one the parser read as an object: one hidden in a
 * comment, a string or another object's stream is refused. An encrypted PDF cannot be searched,
 * and a file the parser cannot read, or that takes too much work to read, is refused too.
 */
export async function pdfProblem(bytes: Buffer): Promise<PdfProblem | null> {
  const objects: PDFObject[] = [];
  const starts = new Set<number>();
  let inflated = 0;
  let problem: PdfProblem | null = null;
  const fail = (found: PdfProblem) => {
    problem = found;
    throw new Error(found);
  };

  const parser = PDFParser.forBytesWithOptions(new Uint8Array(bytes), 200, true);
  const steps = parser as unknown as ParserSteps;
  const assign = steps.context.assign.bind(steps.context);
  steps.context.assign = (ref, object) => {
    if (objects.length >= MAX_PDF_OBJECTS) fail('file_corrupt');
    objects.push(object);
    assign(ref, object);
  };
  const parseIndirectObject = steps.parseIndirectObject.bind(parser);
  steps.parseIndirectObject = async () => {
    steps.skipWhitespaceAndComments();
    const at = steps.bytes.offset();
    const ref = await parseIndirectObject();
    starts.add(at);
    return ref;
  };
  // The parser inflates object and cross-reference streams as it meets them: bound what they may cost.
  const parseObject = steps.parseObject.bind(parser);
  steps.parseObject = (ref) => {
    const object = parseObject(ref);
    if (object instanceof PDFRawStream && isParsedStream(object)) {
      inflated += decodedSize(object, MAX_INFLATED_BYTES - inflated) ?? fail('file_corrupt');
    }
    return object;
  };

  try {
    await parser.parseDocument();
  } catch {
    return problem ?? 'file_corrupt';
  }
  if (steps.context.trailerInfo.Encrypt) return 'pdf_encrypted';
  for (const match of bytes.toString('latin1').matchAll(OBJECT_HEADER)) {
    if (!starts.has(match.index)) return 'file_corrupt';
  }
  return searchObjects(objects);
}

function isParsedStream(stream: PDFRawStream): boolean {
  const type = stream.dict.get(PDFName.of('Type'));
  return type === PDFName.of('ObjStm') || type === PDFName.of('XRef');
}

/** How many bytes a stream the parser will decode comes to, or null past `budget` or in a filter other than Flate. */
function decodedSize(stream: PDFRawStream, budget: number): number | null {
  const filter = stream.dict.get(PDFName.of('Filter'));
  const filters = filter instanceof PDFArray ? filter.asArray() : filter ? [filter] : [];
  if (filters.length === 0) return stream.contents.length <= budget ? stream.contents.length : null;
  if (filters.length > 1 || filters[0] !== PDFName.of('FlateDecode')) return null;
  try {
    return inflateSync(stream.contents, { maxOutputLength: Math.max(budget, 1) }).length;
  } catch {
    return null;
  }
}

/** Searches the objects (without following references: every object is in the list) for active content. */
function searchObjects(objects: PDFObject[]): PdfProblem | null {
  const pending = [...objects];
  for (let object = pending.pop(); object !== undefined; object = pending.pop()) {
    if (object instanceof PDFInvalidObject) return 'file_corrupt';
    if (object instanceof PDFRawStream) pending.push(object.dict);
    else if (object instanceof PDFArray) pending.push(...object.asArray());
    else if (object instanceof PDFName) {
      if (ACTIVE_NAMES.has(nameOf(object))) return 'pdf_active_content';
    } else if (object instanceof PDFDict) {
      if (isUriAction(object) && !SAFE_URI.test(textOf(object.get(PDFName.of('URI'))))) return 'pdf_active_content';
      for (const [key, value] of object.entries()) {
        const name = nameOf(key);
        if (name === 'Encrypt') return 'pdf_encrypted';
        if (ACTIVE_KEYS.has(name)) return 'pdf_active_content';
        pending.push(value);
      }
    }
  }
  return null;
}

function isUriAction(dict: PDFDict): boolean {
  const type = dict.get(PDFName.of('S'));
  return type instanceof PDFName && nameOf(type) === 'URI';
}

/** A name as readers take it: every `#xx` escape decoded, in either letter case. */
function nameOf(name: PDFName): string {
  return Buffer.from(name.asBytes())
    .toString('latin1')
    .replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** A string's text; anything else (a reference, a stream) reads as empty, so a link it makes is refused. */
function textOf(value: PDFObject | undefined): string {
  if (value instanceof PDFString || value instanceof PDFHexString) return value.decodeText().trim();
  return '';
}
