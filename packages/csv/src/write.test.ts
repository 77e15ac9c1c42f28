import { describe, expect, it } from 'vitest';
import { parseCsv } from './read.ts';
import { CSV_BOM, csvCell, csvHeader, csvRow, toCsv } from './write.ts';

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://evil.test")', `"'=HYPERLINK(""http://evil.test"")"`],
    ['+44 7700 900123', "'+44 7700 900123"],
    ['-rm', "'-rm"],
    ['-2+3+cmd', "'-2+3+cmd"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['\rReturn', `"'\rReturn"`],
  ])('guards %j, which a spreadsheet would run, with an apostrophe', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('keeps plain numbers, negative ones too, as numbers', () => {
    expect(csvCell('-3.95')).toBe('-3.95');
    expect(csvCell(-12)).toBe('-12');
    expect(csvCell(0)).toBe('0');
    expect(csvCell('42.10')).toBe('42.10');
  });

  it('quotes commas, quotes and line breaks, and leaves plain text alone', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Sale, order 12')).toBe('"Sale, order 12"');
    expect(csvCell('Say "cheese"')).toBe('"Say ""cheese"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('writes nothing for a missing value', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('')).toBe('');
  });
});

describe('csvRow and csvHeader', () => {
  it('end every line with CRLF; only the header starts the file with the byte-order mark', () => {
    expect(csvHeader(['Date', 'Amount (GBP)'])).toBe(`${CSV_BOM}Date,Amount (GBP)\r\n`);
    expect(csvRow(['2026-03-04', -3.95, null, 'a, b'])).toBe('2026-03-04,-3.95,,"a, b"\r\n');
    expect(csvRow([])).toBe('\r\n');
  });

  it('streamed row by row, gives the same bytes as the whole file', () => {
    const rows = [
      ['1', 'Ada'],
      ['2', '=1+1'],
    ];
    expect(csvHeader(['A', 'B']) + rows.map(csvRow).join('')).toBe(toCsv(['A', 'B'], rows));
    expect(toCsv(['A', 'B'], [])).toBe(`${CSV_BOM}A,B\r\n`);
  });
});

describe('reading back what was written', () => {
  it('gives the cells again, formula guards kept, and writing them again changes nothing', () => {
    const cells = [['=cmd|"/c calc"!A1', 'Renamed, then "fixed"\non two lines', '-3.95', '£12.50', 'Zoë']];
    const text = toCsv(['Item', 'Description', 'Amount', 'Note', 'Name'], cells);
    const [header, ...rows] = parseCsv(text.slice(CSV_BOM.length));
    expect(header).toEqual(['Item', 'Description', 'Amount', 'Note', 'Name']);
    expect(rows).toEqual([['\'=cmd|"/c calc"!A1', 'Renamed, then "fixed"\non two lines', '-3.95', '£12.50', 'Zoë']]);
    expect(toCsv(header!, rows)).toBe(text);
  });
});
