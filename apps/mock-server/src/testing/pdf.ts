import { simplePdf } from '../seed/util.ts';

/** A stream object to add to a PDF: its dictionary's entries (without /Length, added here) and its encoded data. */
export interface StreamSpec {
  dict: string;
  data: Buffer;
}

/** A small valid document with the given stream objects added after its own (numbered from 10). */
export function pdfWithStreams(streams: StreamSpec[]): Buffer {
  const parts = [simplePdf('Food hygiene certificate')];
  streams.forEach(({ dict, data }, i) => {
    parts.push(Buffer.from(`\n${10 + i} 0 obj\n<< /Length ${data.length} ${dict} >>\nstream\n`, 'latin1'));
    parts.push(data, Buffer.from('\nendstream\nendobj\n', 'latin1'));
  });
  return Buffer.concat(parts);
}

/** A script action, as an object stream would carry it. */
export const SCRIPT = Buffer.from('<< /Type /Action /S /JavaScript /JS (app.alert(1)) >>', 'latin1');

/** ASCIIHexDecode's encoding: hex digits, spaced and broken into lines as writers do, ending with ">". */
export const asciiHex = (bytes: Buffer) =>
  Buffer.from(`${(bytes.toString('hex').match(/.{1,64}/g) ?? []).join('\n').replace(/(..)/g, '$1 ')}>`, 'latin1');

/** ASCII85Decode's encoding (with "z" for four zero bytes), ending with "~>". */
export function ascii85(bytes: Buffer): Buffer {
  let out = '';
  for (let i = 0; i < bytes.length; i += 4) {
    const group = Buffer.alloc(4);
    bytes.copy(group, 0, i, i + 4);
    const count = Math.min(4, bytes.length - i);
    let value = group.readUInt32BE(0);
    if (value === 0 && count === 4) {
      out += 'z';
      continue;
    }
    const digits: string[] = [];
    for (let d = 0; d < 5; d++) {
      digits.unshift(String.fromCharCode((value % 85) + 33));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, count + 1).join('');
  }
  return Buffer.from(`${out}~>`, 'latin1');
}

/** RunLengthDecode's encoding, as literal runs of `size` bytes (short runs break up the names they carry). */
export function runLength(bytes: Buffer, size = 128): Buffer {
  const parts: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) {
    const run = bytes.subarray(i, i + size);
    parts.push(Buffer.from([run.length - 1]), run);
  }
  parts.push(Buffer.from([128]));
  return Buffer.concat(parts);
}

/** LZWDecode's encoding (EarlyChange 1), with a plain dictionary: enough to hide text as writers do. */
export function lzw(bytes: Buffer): Buffer {
  const data: number[] = [];
  const table = new Map<string, number>();
  let current = '';
  const code = (s: string) => (s.length === 1 ? s.charCodeAt(0) : table.get(s)!);
  for (const byte of bytes) {
    const extended = current + String.fromCharCode(byte);
    if (extended.length === 1 || table.has(extended)) {
      current = extended;
      continue;
    }
    data.push(code(current));
    table.set(extended, 258 + table.size);
    current = String.fromCharCode(byte);
  }
  if (current) data.push(code(current));
  // Code widths as the decoder grows them: its table lags one code behind, and EarlyChange widens one code early.
  const width = (n: number) => (n >= 2048 ? 12 : n >= 1024 ? 11 : n >= 512 ? 10 : 9);
  let bits = (256).toString(2).padStart(9, '0');
  data.forEach((c, i) => (bits += c.toString(2).padStart(width(258 + i), '0')));
  bits += (257).toString(2).padStart(width(258 + data.length), '0');
  bits = bits.padEnd(Math.ceil(bits.length / 8) * 8, '0');
  return Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
}
