import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { simplePdf } from '../../seed/util.ts';
import { ascii85, asciiHex, lzw, pdfWithStreams, runLength, SCRIPT } from '../../testing/pdf.ts';
import { checkPdf, PDF_CHECK_LIMITS } from './pdf-check.ts';

const hiding = (dict: string, data: Buffer) => checkPdf(pdfWithStreams([{ dict, data }]));
const ACTIVE = { verdict: 'active', names: expect.arrayContaining(['JavaScript', 'JS']) };

/** PNG "Up" rows of `columns` bytes: each byte stored as its difference from the byte above, so no text survives. */
function pngUp(bytes: Buffer, columns: number): Buffer {
  const rows: Buffer[] = [];
  for (let r = 0; r * columns < bytes.length; r++) {
    const row = Buffer.alloc(columns + 1);
    row[0] = 2;
    for (let i = 0; i < columns; i++)
      row[i + 1] = ((bytes[r * columns + i] ?? 0) - (r ? (bytes[(r - 1) * columns + i] ?? 0) : 0)) & 0xff;
    rows.push(row);
  }
  return Buffer.concat(rows);
}

describe('the PDF active-content check', () => {
  it('passes a plain document and image streams it has no need to decode', async () => {
    expect(await checkPdf(simplePdf('Certificate'))).toEqual({ verdict: 'clean' });
    const image = await hiding('/Type /XObject /Subtype /Image /Filter /DCTDecode', Buffer.from([0xff, 0xd8, 0xff, 1]));
    expect(image).toEqual({ verdict: 'clean' });
  });

  it('finds a script behind every standard filter', async () => {
    // Each encoding leaves no readable name in the file's own text.
    for (const encoded of [asciiHex(SCRIPT), ascii85(SCRIPT), runLength(SCRIPT, 3), lzw(SCRIPT)])
      expect(await checkPdf(pdfWithStreams([{ dict: '', data: encoded }]))).toEqual({ verdict: 'clean' });
    expect(await hiding('/Filter /FlateDecode', deflateSync(SCRIPT))).toMatchObject(ACTIVE);
    expect(await hiding('/Filter /ASCIIHexDecode', asciiHex(SCRIPT))).toMatchObject(ACTIVE);
    expect(await hiding('/Filter /ASCII85Decode', ascii85(SCRIPT))).toMatchObject(ACTIVE);
    expect(await hiding('/Filter /RunLengthDecode', runLength(SCRIPT, 3))).toMatchObject(ACTIVE);
    expect(await hiding('/Filter /LZWDecode', lzw(Buffer.concat([SCRIPT, SCRIPT, SCRIPT])))).toMatchObject(ACTIVE);
    // A filter's name may be written with #xx escapes too.
    expect(await hiding('/Filter /ASCIIHex#44ecode', asciiHex(SCRIPT))).toMatchObject(ACTIVE);
  });

  it('follows chained filters in order, abbreviations included', async () => {
    const hexOfFlate = asciiHex(deflateSync(SCRIPT));
    expect(await hiding('/Filter [/ASCIIHexDecode /FlateDecode]', hexOfFlate)).toMatchObject(ACTIVE);
    expect(await hiding('/Filter [/AHx /Fl]', hexOfFlate)).toMatchObject(ACTIVE);
    const three = ascii85(runLength(deflateSync(SCRIPT)));
    expect(await hiding('/Filter [/ASCII85Decode /RunLengthDecode /FlateDecode]', three)).toMatchObject(ACTIVE);
  });

  it('undoes PNG predictors, as object streams use them', async () => {
    const predicted = deflateSync(pngUp(SCRIPT, 8));
    const dict = '/Type /ObjStm /Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 8 >>';
    expect(await hiding(dict, predicted)).toMatchObject(ACTIVE);
  });

  it('refuses what it cannot read rather than skipping it: unknown filters, encryption, filters by reference', async () => {
    for (const dict of ['/Filter /BrotliDecode', '/Filter [/ASCIIHexDecode /Crypt]', '/Filter 9 0 R']) {
      expect(await hiding(dict, asciiHex(SCRIPT)), dict).toMatchObject({ verdict: 'uninspectable' });
    }
    const encrypted = Buffer.from(
      simplePdf('Secret').toString('latin1').replace('/Root 1 0 R', '/Root 1 0 R /Encrypt 6 0 R'),
      'latin1',
    );
    expect(await checkPdf(encrypted)).toEqual({ verdict: 'uninspectable', reason: expect.stringMatching(/encrypted/) });
  });

  it('refuses a decompression bomb once its streams pass 50 MB together, without inflating the rest', async () => {
    const bomb = deflateSync(Buffer.alloc(60 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(await hiding('/Filter /FlateDecode', bomb)).toEqual({
      verdict: 'uninspectable',
      reason: 'its streams decode to more than 50 MB',
    });
    // Many streams each well within the limit add up to it: 197 streams of 1 MB.
    const megabyte = deflateSync(Buffer.alloc(1024 * 1024));
    const many = pdfWithStreams(Array.from({ length: 197 }, () => ({ dict: '/Filter /FlateDecode', data: megabyte })));
    expect(await checkPdf(many)).toMatchObject({ verdict: 'uninspectable' });
    // The same bound holds for the filters decoded in JavaScript (RunLength turns 2 bytes into 128).
    const runs = Buffer.alloc(2 * 500_000, 0x81);
    expect(await hiding('/Filter /RunLengthDecode', runs)).toMatchObject({ verdict: 'uninspectable' });
  });

  it('refuses a file with more streams or more work than its bounds allow', async () => {
    const streams = Array.from({ length: 30 }, (_, i) => ({
      dict: '/Filter /ASCIIHexDecode',
      data: asciiHex(Buffer.from(`BT (${i}) Tj ET`)),
    }));
    const pdf = pdfWithStreams(streams);
    expect(await checkPdf(pdf, { ...PDF_CHECK_LIMITS, streams: 29 })).toEqual({
      verdict: 'uninspectable',
      reason: 'it has more than 29 streams',
    });
    expect(await checkPdf(pdf, { ...PDF_CHECK_LIMITS, timeMs: 0 })).toEqual({
      verdict: 'uninspectable',
      reason: 'it takes too long to read',
    });
  });

  it('reads hundreds of streams while other work goes on: it gives the event loop back between them', async () => {
    const page = deflateSync(Buffer.from('BT /F1 12 Tf 72 720 Td (A line of the certificate) Tj ET\n'.repeat(400)));
    const pdf = pdfWithStreams(Array.from({ length: 300 }, () => ({ dict: '/Filter /FlateDecode', data: page })));
    let turns = 0;
    let running = true;
    const other = () => {
      turns++;
      if (running) setImmediate(other);
    };
    setImmediate(other);
    const result = await checkPdf(pdf);
    running = false;
    expect(result).toEqual({ verdict: 'clean' });
    // Other work ran at least once per stream read, instead of waiting until the whole file was done.
    expect(turns).toBeGreaterThanOrEqual(300);
  });
});
