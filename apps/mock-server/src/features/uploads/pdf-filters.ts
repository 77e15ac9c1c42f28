// The decoders of PDF's standard stream filters, each stopping once its output passes a limit (a few kilobytes of
// input may claim gigabytes). Flate runs on zlib's thread pool; the others are plain loops over bounded input.
import { constants, createInflate, createInflateRaw } from 'node:zlib';
import type { PdfValue } from './pdf-syntax.ts';

/** A stream that cannot be checked, and why, in words for the person uploading it. */
export class Uninspectable extends Error {}

/** What decoding one filter gave: the bytes, and whether the limit cut them short. */
export interface Decoded {
  bytes: Buffer;
  overLimit: boolean;
}

/** Filters whose output is image data for an image decoder, never PDF syntax a viewer would read objects from. */
export const IMAGE_FILTERS = new Set(['DCTDecode', 'DCT', 'JPXDecode', 'CCITTFaxDecode', 'CCF', 'JBIG2Decode']);

/** zlib data as a PDF viewer reads it: as far as it decodes (a damaged tail ends the stream, as in viewers). */
function inflateBounded(input: Buffer, limit: number, raw: boolean): Promise<Decoded & { failed: boolean }> {
  return new Promise((resolve) => {
    const options = { finishFlush: constants.Z_SYNC_FLUSH };
    const zlib = raw ? createInflateRaw(options) : createInflate(options);
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (overLimit: boolean, failed: boolean) => {
      if (settled) return;
      settled = true;
      resolve({ bytes: Buffer.concat(chunks), overLimit, failed });
    };
    zlib.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        zlib.destroy();
        settle(true, false);
      } else chunks.push(chunk);
    });
    zlib.on('error', () => settle(false, true));
    zlib.on('end', () => settle(false, false));
    zlib.end(input);
  });
}

async function flate(input: Buffer, limit: number): Promise<Decoded> {
  const zlib = await inflateBounded(input, limit, false);
  // Some writers leave out the two-byte zlib header; lenient viewers read the raw deflate data anyway.
  if (zlib.failed && zlib.bytes.length === 0) return inflateBounded(input, limit, true);
  return zlib;
}

function asciiHex(input: Buffer, limit: number): Decoded {
  const out = Buffer.alloc(Math.min(Math.ceil(input.length / 2), limit + 1));
  let length = 0;
  let high = -1;
  for (const byte of input) {
    if (byte === 0x3e) break; // '>' ends the data
    const digit =
      byte >= 0x30 && byte <= 0x39
        ? byte - 0x30
        : byte >= 0x41 && byte <= 0x46
          ? byte - 0x37
          : byte >= 0x61 && byte <= 0x66
            ? byte - 0x57
            : -1;
    if (digit < 0) continue; // white space (and anything else) is skipped
    if (high < 0) high = digit;
    else {
      if (length > limit) return { bytes: out.subarray(0, length), overLimit: true };
      out[length++] = (high << 4) | digit;
      high = -1;
    }
  }
  if (high >= 0 && length <= limit) out[length++] = high << 4;
  return { bytes: out.subarray(0, length), overLimit: length > limit };
}

function ascii85(input: Buffer, limit: number): Decoded {
  // Four bytes out for at most one byte in ("z"), so the output's bound is known before decoding.
  const out = Buffer.alloc(Math.min(input.length * 4, limit + 4));
  let length = 0;
  const group: number[] = [];
  const flush = (count: number) => {
    let value = 0;
    for (let i = 0; i < 5; i++) value = value * 85 + (group[i] ?? 84);
    for (let i = 0; i < count - 1; i++) out[length++] = (value >>> (24 - 8 * i)) & 0xff;
    group.length = 0;
  };
  const start = input[0] === 0x3c && input[1] === 0x7e ? 2 : 0; // an optional "<~"
  for (let i = start; i < input.length && length <= limit; i++) {
    const byte = input[i]!;
    if (byte === 0x7e) break; // "~>" ends the data
    if (byte === 0x7a && group.length === 0)
      length += 4; // "z": four zero bytes (the buffer starts zeroed)
    else if (byte >= 0x21 && byte <= 0x75) {
      group.push(byte - 0x21);
      if (group.length === 5) flush(5);
    }
  }
  if (length <= limit && group.length > 1) flush(group.length);
  return { bytes: out.subarray(0, Math.min(length, limit)), overLimit: length > limit };
}

function runLength(input: Buffer, limit: number): Decoded {
  const chunks: Buffer[] = [];
  let size = 0;
  for (let i = 0; i < input.length;) {
    const length = input[i]!;
    if (length === 128) break; // end of data
    const piece = length < 128 ? input.subarray(i + 1, i + 2 + length) : Buffer.alloc(257 - length, input[i + 1] ?? 0);
    i += length < 128 ? length + 2 : 2;
    size += piece.length;
    if (size > limit) return { bytes: Buffer.concat(chunks), overLimit: true };
    chunks.push(piece);
  }
  return { bytes: Buffer.concat(chunks), overLimit: false };
}

function lzw(input: Buffer, limit: number, earlyChange: number): Decoded {
  const chunks: Buffer[] = [];
  let size = 0;
  let table: Buffer[] = [];
  const reset = () => {
    table = Array.from({ length: 258 }, (_, i) => Buffer.from([i]));
  };
  reset();
  let codeLength = 9;
  let previous: Buffer | null = null;
  let bits = 0;
  let buffer = 0;
  for (const byte of input) {
    buffer = ((buffer << 8) | byte) >>> 0;
    bits += 8;
    while (bits >= codeLength) {
      const code = (buffer >>> (bits - codeLength)) & ((1 << codeLength) - 1);
      bits -= codeLength;
      if (code === 256) {
        reset();
        codeLength = 9;
        previous = null;
        continue;
      }
      if (code === 257) return { bytes: Buffer.concat(chunks), overLimit: false };
      let entry = table[code];
      if (!entry) {
        if (!previous || code !== table.length) return { bytes: Buffer.concat(chunks), overLimit: false };
        entry = Buffer.concat([previous, previous.subarray(0, 1)]);
      }
      size += entry.length;
      if (size > limit) return { bytes: Buffer.concat(chunks), overLimit: true };
      chunks.push(entry);
      if (previous && table.length < 4096) table.push(Buffer.concat([previous, entry.subarray(0, 1)]));
      previous = entry;
      const next = table.length + earlyChange;
      codeLength = next >= 2048 ? 12 : next >= 1024 ? 11 : next >= 512 ? 10 : 9;
    }
  }
  return { bytes: Buffer.concat(chunks), overLimit: false };
}

const parameter = (parms: PdfValue | undefined, key: string, fallback: number): number => {
  const value = parms?.kind === 'dict' ? parms.entries.get(key) : undefined;
  if (value === undefined) return fallback;
  if (value.kind !== 'number') throw new Uninspectable(`its /${key} is not a number`);
  return value.value;
};

/** Undoes a Flate or LZW predictor (/DecodeParms /Predictor): PNG row filters or TIFF 2 on 8-bit samples. */
function unpredict(data: Buffer, parms: PdfValue | undefined): Buffer {
  const predictor = parameter(parms, 'Predictor', 1);
  if (predictor === 1) return data;
  const colors = parameter(parms, 'Colors', 1);
  const bitsPerComponent = parameter(parms, 'BitsPerComponent', 8);
  const columns = parameter(parms, 'Columns', 1);
  const bytesPerPixel = Math.max(1, Math.ceil((colors * bitsPerComponent) / 8));
  const rowLength = Math.ceil((columns * colors * bitsPerComponent) / 8);
  if (!(rowLength > 0 && rowLength <= 1 << 24)) throw new Uninspectable('its predictor parameters are out of range');
  if (predictor === 2) {
    if (bitsPerComponent !== 8) throw new Uninspectable('it uses a TIFF predictor on samples of other than 8 bits');
    const out = Buffer.from(data);
    for (let row = 0; row < out.length; row += rowLength)
      for (let i = row + bytesPerPixel; i < Math.min(row + rowLength, out.length); i++)
        out[i] = (out[i]! + out[i - bytesPerPixel]!) & 0xff;
    return out;
  }
  if (predictor < 10 || predictor > 15) throw new Uninspectable(`it uses an unknown predictor (${predictor})`);
  const rows = Math.floor(data.length / (rowLength + 1));
  const out = Buffer.alloc(rows * rowLength);
  for (let r = 0; r < rows; r++) {
    const type = data[r * (rowLength + 1)]!;
    const src = r * (rowLength + 1) + 1;
    const dst = r * rowLength;
    for (let i = 0; i < rowLength; i++) {
      const raw = data[src + i]!;
      const left = i >= bytesPerPixel ? out[dst + i - bytesPerPixel]! : 0;
      const up = r > 0 ? out[dst - rowLength + i]! : 0;
      const upLeft = r > 0 && i >= bytesPerPixel ? out[dst - rowLength + i - bytesPerPixel]! : 0;
      let value = raw;
      if (type === 1) value = raw + left;
      else if (type === 2) value = raw + up;
      else if (type === 3) value = raw + ((left + up) >> 1);
      else if (type === 4) {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        value = raw + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
      }
      out[dst + i] = value & 0xff;
    }
  }
  return out;
}

/**
 * Decodes one filter of a chain. Returns null for an image filter: what follows is image data, not PDF objects.
 * Throws Uninspectable for a filter it does not know or cannot undo (encryption), rather than skipping it.
 */
export async function decodeFilter(
  filter: string,
  input: Buffer,
  parms: PdfValue | undefined,
  limit: number,
): Promise<Decoded | null> {
  switch (filter) {
    case 'FlateDecode':
    case 'Fl': {
      const out = await flate(input, limit);
      return { bytes: unpredict(out.bytes, parms), overLimit: out.overLimit };
    }
    case 'LZWDecode':
    case 'LZW': {
      const out = lzw(input, limit, parameter(parms, 'EarlyChange', 1));
      return { bytes: unpredict(out.bytes, parms), overLimit: out.overLimit };
    }
    case 'ASCIIHexDecode':
    case 'AHx':
      return asciiHex(input, limit);
    case 'ASCII85Decode':
    case 'A85':
      return ascii85(input, limit);
    case 'RunLengthDecode':
    case 'RL':
      return runLength(input, limit);
    case 'Crypt':
      throw new Uninspectable('it is encrypted');
    default:
      if (IMAGE_FILTERS.has(filter)) return null;
      throw new Uninspectable(`it uses a filter that cannot be checked (/${filter})`);
  }
}
