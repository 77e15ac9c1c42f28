// Just enough of PDF's object syntax to read a stream's dictionary: names (with #xx escapes), numbers, strings,
// arrays, dictionaries and indirect references. PDF text is read as latin1, one character per byte.

export type PdfValue =
  | { kind: 'name'; name: string }
  | { kind: 'number'; value: number }
  | { kind: 'ref' }
  | { kind: 'string' }
  | { kind: 'keyword'; word: string }
  | { kind: 'array'; items: PdfValue[] }
  | { kind: 'dict'; entries: Map<string, PdfValue> };

const WHITESPACE = /[\0\t\n\f\r ]/;
const DELIMITER = /[\0\t\n\f\r ()<>[\]{}/%]/;

/** A name with its #xx escapes decoded (/J#61vaScript is /JavaScript). */
export const decodeName = (raw: string) =>
  raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Thrown for text that is not PDF syntax where an object was expected. */
export class PdfSyntaxError extends Error {}

/** Reads objects from PDF text; `pos` moves past what was read. */
export class PdfReader {
  constructor(
    private readonly text: string,
    public pos: number,
  ) {}

  skipSpace(): void {
    const { text } = this;
    while (this.pos < text.length) {
      const c = text[this.pos]!;
      if (WHITESPACE.test(c)) this.pos++;
      else if (c === '%')
        while (this.pos < text.length && text[this.pos] !== '\n' && text[this.pos] !== '\r') this.pos++;
      else return;
    }
  }

  /** The next object; `N G R` is read as one reference. */
  value(depth = 0): PdfValue {
    if (depth > 64) throw new PdfSyntaxError('objects nested too deeply');
    this.skipSpace();
    const { text } = this;
    const c = text[this.pos];
    if (c === undefined) throw new PdfSyntaxError('unexpected end');
    if (text.startsWith('<<', this.pos)) return this.dict(depth);
    if (c === '[') {
      this.pos++;
      const items: PdfValue[] = [];
      for (;;) {
        this.skipSpace();
        if (text[this.pos] === ']') {
          this.pos++;
          return { kind: 'array', items };
        }
        items.push(this.value(depth + 1));
      }
    }
    if (c === '(') return this.literalString();
    if (c === '<') {
      const end = text.indexOf('>', this.pos);
      if (end < 0) throw new PdfSyntaxError('unterminated hex string');
      this.pos = end + 1;
      return { kind: 'string' };
    }
    if (c === '/') {
      const start = ++this.pos;
      while (this.pos < text.length && !DELIMITER.test(text[this.pos]!)) this.pos++;
      return { kind: 'name', name: decodeName(text.slice(start, this.pos)) };
    }
    const token = this.token();
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(token)) {
      // An indirect reference is two whole numbers followed by R.
      const save = this.pos;
      if (/^\d+$/.test(token)) {
        this.skipSpace();
        const generation = this.token();
        this.skipSpace();
        if (/^\d+$/.test(generation) && this.token() === 'R') return { kind: 'ref' };
        this.pos = save;
      }
      return { kind: 'number', value: Number(token) };
    }
    if (!token) throw new PdfSyntaxError(`unexpected "${c}"`);
    return { kind: 'keyword', word: token };
  }

  private token(): string {
    const start = this.pos;
    while (this.pos < this.text.length && !DELIMITER.test(this.text[this.pos]!)) this.pos++;
    return this.text.slice(start, this.pos);
  }

  private dict(depth: number): PdfValue {
    this.pos += 2;
    const entries = new Map<string, PdfValue>();
    for (;;) {
      this.skipSpace();
      if (this.text.startsWith('>>', this.pos)) {
        this.pos += 2;
        return { kind: 'dict', entries };
      }
      const key = this.value(depth + 1);
      if (key.kind !== 'name') throw new PdfSyntaxError('a dictionary key is not a name');
      entries.set(key.name, this.value(depth + 1));
    }
  }

  private literalString(): PdfValue {
    const { text } = this;
    let nesting = 0;
    for (; this.pos < text.length; this.pos++) {
      const c = text[this.pos];
      if (c === '\\') this.pos++;
      else if (c === '(') nesting++;
      else if (c === ')' && --nesting === 0) {
        this.pos++;
        return { kind: 'string' };
      }
    }
    throw new PdfSyntaxError('unterminated string');
  }
}
