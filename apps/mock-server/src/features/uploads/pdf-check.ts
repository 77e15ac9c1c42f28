// The active-content check of uploaded PDFs. It reads the file's text and every stream through its whole filter chain
// (object streams hide dictionaries there), within fixed bounds of work, and refuses what it cannot fully read rather
// than letting it through unread. It yields to the event loop between streams, so other requests go on meanwhile.
import { decodeFilter, Uninspectable } from './pdf-filters.ts';
import { decodeName, PdfReader, PdfSyntaxError, type PdfValue } from './pdf-syntax.ts';

/** PDF names that run code or carry files: scripts, launching programs, embedded files, automatic actions. */
const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'AA']);

export interface PdfCheckLimits {
  /** Bytes all streams of one file may decode to, together (a few kilobytes of Flate can claim gigabytes). */
  decodedBytes: number;
  /** Streams one file may hold. */
  streams: number;
  /** Time one file's check may take, however it is spent. */
  timeMs: number;
}

export const PDF_CHECK_LIMITS: PdfCheckLimits = {
  decodedBytes: 50 * 1024 * 1024,
  streams: 20_000,
  timeMs: 20_000,
};

export type PdfCheck =
  { verdict: 'clean' } | { verdict: 'active'; names: string[] } | { verdict: 'uninspectable'; reason: string };

/** Names in PDF text, with #xx escapes decoded (/J#61vaScript is /JavaScript). */
function namesIn(text: string, wanted: Set<string>, found: Set<string>): void {
  for (const match of text.matchAll(/\/([^\0\t\n\f\r /<>[\]()%{}]+)/g)) {
    const name = decodeName(match[1]!);
    if (wanted.has(name)) found.add(name);
  }
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

const STREAM_KEYWORD = /stream(\r\n|\n|\r)/g;

/** Where the object holding a `stream` keyword at `at` starts (after its `N G obj`), or -1. */
function objectStart(text: string, at: number, notBefore: number): number {
  for (let i = text.lastIndexOf('obj', at); i >= notBefore; i = text.lastIndexOf('obj', i - 1)) {
    if (/\d+\s+\d+\s+$/.test(text.slice(Math.max(0, i - 24), i))) return i + 3;
    if (i === 0) break;
  }
  return -1;
}

/** The dictionary right before a `stream` keyword at `at`: read forward from its object's `obj`, else from a `<<`. */
function streamDictionary(text: string, at: number, notBefore: number): (PdfValue & { kind: 'dict' }) | null {
  const bound = Math.max(notBefore, at - 65_536);
  const candidates: number[] = [];
  const obj = objectStart(text, at, bound);
  if (obj >= 0) candidates.push(obj);
  // Without an `obj` in reach (or when it does not read up to here), the nearest `<<` that does.
  for (let i = text.lastIndexOf('<<', at); i >= bound && candidates.length < 32; i = text.lastIndexOf('<<', i - 1)) {
    candidates.push(i);
    if (i === 0) break;
  }
  for (const start of candidates) {
    try {
      const reader = new PdfReader(text, start);
      const value = reader.value();
      reader.skipSpace();
      if (value.kind === 'dict' && reader.pos === at) return value;
    } catch (error) {
      if (!(error instanceof PdfSyntaxError)) throw error;
    }
  }
  return null;
}

/** The filters of a stream with the parameters of each; Uninspectable for what cannot be followed. */
function filterChain(dict: PdfValue & { kind: 'dict' }): { name: string; parms: PdfValue | undefined }[] {
  const filter = dict.entries.get('Filter');
  const parms = dict.entries.get('DecodeParms') ?? dict.entries.get('DP');
  if (filter === undefined) return [];
  if (filter.kind === 'ref' || parms?.kind === 'ref')
    throw new Uninspectable('its stream filters are given by reference');
  const names = filter.kind === 'name' ? [filter] : filter.kind === 'array' ? filter.items : null;
  if (!names || names.some((n) => n.kind !== 'name')) throw new Uninspectable('a stream has a malformed /Filter');
  return names.map((n, i) => ({
    name: (n as { name: string }).name,
    parms: parms?.kind === 'array' ? parms.items[i] : parms,
  }));
}

/** The stream's data: /Length when it is direct and lands on `endstream`, else up to the next `endstream`. */
function streamData(bytes: Buffer, text: string, start: number, dict: PdfValue & { kind: 'dict' }) {
  const length = dict.entries.get('Length');
  if (length?.kind === 'number' && Number.isInteger(length.value) && length.value >= 0) {
    const end = start + length.value;
    if (/^\s*endstream/.test(text.slice(end, end + 32))) return { data: bytes.subarray(start, end), end };
  }
  // No end marker: a viewer reads on to the end of the file, and so does the check.
  const end = text.indexOf('endstream', start);
  return { data: bytes.subarray(start, end < 0 ? bytes.length : end), end: end < 0 ? bytes.length : end };
}

/** Looks for active names in decoded data a megabyte at a time, letting other work run in between. */
async function scanDecoded(data: Buffer, found: Set<string>): Promise<void> {
  const slice = 1024 * 1024;
  // Slices overlap by more than the longest name (127 bytes), so a name is never cut in two unread.
  for (let start = 0; start < data.length; start += slice) {
    namesIn(data.toString('latin1', start, Math.min(data.length, start + slice + 256)), ACTIVE_NAMES, found);
    if (start + slice < data.length) await yieldToEventLoop();
  }
}

/**
 * Whether a PDF carries active content (JavaScript, launch actions, embedded files, automatic actions), looked for in
 * its text and in every stream decoded through all its filters. 'uninspectable' when the file cannot be read
 * whole within the limits: encrypted, an unknown filter, too much decoded data, too many streams, too long.
 */
export async function checkPdf(bytes: Buffer, limits: PdfCheckLimits = PDF_CHECK_LIMITS): Promise<PdfCheck> {
  const deadline = performance.now() + limits.timeMs;
  const text = bytes.toString('latin1');
  const found = new Set<string>();
  const encryption = new Set<string>();
  namesIn(text, ACTIVE_NAMES, found);
  namesIn(text, new Set(['Encrypt']), encryption);
  if (encryption.size)
    return { verdict: 'uninspectable', reason: 'it is encrypted or password-protected; save an unprotected copy' };
  let budget = limits.decodedBytes;
  let streams = 0;
  let cursor = 0;
  let keywords = 0;
  const overTime = () => performance.now() > deadline;
  try {
    for (const match of text.matchAll(STREAM_KEYWORD)) {
      if (match.index < cursor || text.slice(match.index - 3, match.index) === 'end') continue;
      if (++keywords % 64 === 0) await yieldToEventLoop();
      if (overTime()) throw new Uninspectable('it takes too long to read');
      const dict = streamDictionary(text, match.index, cursor);
      if (!dict) continue; // the word "stream" in text, not a stream
      const where = streamData(bytes, text, match.index + match[0].length, dict);
      cursor = where.end;
      if (++streams > limits.streams) throw new Uninspectable(`it has more than ${limits.streams} streams`);
      let data = where.data;
      for (const { name, parms } of filterChain(dict)) {
        if (overTime()) throw new Uninspectable('it takes too long to read');
        const decoded = await decodeFilter(name, data, parms, budget);
        if (!decoded) break;
        if (decoded.overLimit)
          throw new Uninspectable(`its streams decode to more than ${limits.decodedBytes / 1024 / 1024} MB`);
        budget -= decoded.bytes.length;
        data = decoded.bytes;
        await scanDecoded(data, found);
      }
      await yieldToEventLoop();
    }
  } catch (error) {
    if (error instanceof Uninspectable) return { verdict: 'uninspectable', reason: error.message };
    throw error;
  }
  return found.size ? { verdict: 'active', names: [...found] } : { verdict: 'clean' };
}
