/**
 * Values for the fuzz test, derived from the contract's schemas: a plausible value for a schema (so a request gets
 * past validation and its handler runs), and hostile values for one field (wrong types, out-of-bounds numbers, bad
 * formats, odd encodings, oversized text, control characters, prototype keys).
 */

import { mulberry32 } from '../seed/util.ts';

export type Schema = Record<string, unknown>;

/** A deterministic pseudo-random generator (the seed's mulberry32), so every run sends the same requests. */
export const seededRandom = mulberry32;

/** Follows local `$ref`s ('#/components/...') through the document. */
export function resolver(document: object): (schema: unknown) => Schema {
  const resolve = (schema: unknown): Schema => {
    let node = schema as Schema;
    for (let depth = 0; typeof node?.$ref === 'string' && depth < 20; depth++) {
      const target = (node.$ref as string)
        .slice(2)
        .split('/')
        .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], document) as Schema;
      // sibling keywords next to a $ref (description, x-error-message) do not change the value
      node = target;
    }
    return node ?? {};
  };
  return resolve;
}

/** The JSON types a schema allows, the first one the plausible value takes. */
export function typesOf(schema: Schema): string[] {
  if (schema.type) return [schema.type].flat() as string[];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  if (schema.enum) return [typeof (schema.enum as unknown[])[0]];
  if (schema.const !== undefined) return [typeof schema.const];
  return ['string'];
}

const PATTERN_CANDIDATES = [
  '',
  'fuzz',
  '123456',
  '12:30',
  '+44 7700 900123',
  'SW1A 1AA',
  'https://instagram.com/fuzz',
  'fuzz-kitchen-handle',
  'abcdefghijklmnop1234',
  'a',
];

const FORMAT_VALUES: Record<string, string> = {
  uuid: '7d2f3c1e-9a4b-4c8d-8e6f-1a2b3c4d5e6f',
  date: '2026-06-01',
  'date-time': '2026-06-01T12:00:00.000Z',
  email: 'fuzz@kitchen.test',
  uri: 'https://example.com/fuzz',
  url: 'https://example.com/fuzz',
  binary: 'fuzz',
};

function plausibleString(schema: Schema): string {
  if (typeof schema.format === 'string' && FORMAT_VALUES[schema.format]) return FORMAT_VALUES[schema.format] as string;
  const min = Number(schema.minLength ?? 0);
  const max = Number(schema.maxLength ?? 1000);
  const fits = (s: string) => s.length >= min && s.length <= max;
  if (typeof schema.pattern === 'string') {
    const re = new RegExp(schema.pattern as string, 'u');
    const hit = PATTERN_CANDIDATES.find((c) => fits(c) && re.test(c));
    if (hit !== undefined) return hit;
  }
  const text = 'Fuzz text';
  return text.length >= min ? text.slice(0, max) : text.padEnd(min, 'x');
}

/** A value meant to pass the schema, so the handler behind it runs. */
export function plausible(schemaIn: unknown, resolve: (s: unknown) => Schema, depth = 0): unknown {
  const schema = resolve(schemaIn);
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.allOf)) {
    return Object.assign({}, ...schema.allOf.map((s) => plausible(s, resolve, depth + 1)));
  }
  const branch = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (branch?.length) return plausible(branch[0], resolve, depth + 1);
  const type = typesOf(schema).find((t) => t !== 'null') ?? 'null';
  switch (type) {
    case 'string':
      return plausibleString(schema);
    case 'integer':
    case 'number': {
      const min = Number(schema.minimum ?? schema.exclusiveMinimum ?? 0);
      const max = Number(schema.maximum ?? min + 10);
      return Math.min(Math.max(min, 1), max);
    }
    case 'boolean':
      return true;
    case 'array': {
      if (depth > 6) return [];
      const count = Math.max(1, Number(schema.minItems ?? 1));
      return Array.from({ length: Math.min(count, 3) }, () => plausible(schema.items, resolve, depth + 1));
    }
    case 'object': {
      if (depth > 6) return {};
      const properties = (schema.properties ?? {}) as Record<string, unknown>;
      return Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, plausible(s, resolve, depth + 1)]));
    }
    default:
      return null;
  }
}

/**
 * Hostile values for one field. Each is a JSON value, or `{ raw }`: text spliced into the JSON document as it is
 * (numbers JSON.stringify cannot write, such as 1e400).
 */
export function hostileValues(schemaIn: unknown, resolve: (s: unknown) => Schema): unknown[] {
  const schema = resolve(schemaIn);
  const types = typesOf(schema);
  const out: unknown[] = [null, true, 0, 'x', [], {}, { raw: '1e400' }, { raw: '-1e400' }];
  if (types.includes('string')) {
    const max = Number(schema.maxLength ?? 0);
    if (max) out.push('a'.repeat(max + 1));
    out.push(
      '',
      'a'.repeat(100_000),
      'nul\u0000inside',
      'bell\u0007',
      'line\nbreak',
      'tab\there',
      'lone \ud800 surrogate',
      'rtl \u202e override',
      'emoji 😀 𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
      "'; DROP TABLE meals; --",
      '%00',
      '__proto__',
      '   ',
      'not-a-uuid',
      '2026-02-30',
      '9999-12-31T23:59:59.999Z',
      // dates PostgreSQL or JavaScript cannot hold: year 0000, past 9999 through an offset, a leap second
      '0000-01-01',
      '0000-12-31T23:59:59Z',
      '9999-12-31T23:59:59-14:00',
      '2016-12-31T23:59:60Z',
      // invisible characters a name must not hide
      'Admin\u200bistrator',
      '\ufeffBOM',
      'tag\u{E0041}s',
      'nobody@',
      String(Number.MAX_SAFE_INTEGER),
    );
  }
  if (types.includes('integer') || types.includes('number')) {
    const min = Number(schema.minimum ?? 0);
    out.push(-1, min - 1, 0.5, 1.005, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, '1');
    if (schema.maximum !== undefined) out.push(Number(schema.maximum) + 1);
  }
  if (types.includes('array')) {
    const item = plausible(schema.items, resolve);
    out.push(
      [null],
      Array.from({ length: 5000 }, () => item),
      [item, item],
    );
  }
  if (types.includes('object')) {
    out.push({ unknownField: 1 }, { raw: '{"__proto__":{"polluted":true}}' });
  }
  return out;
}

/** Hostile text for a query or path parameter, already percent-encoded where it needs to be. */
export const HOSTILE_URL_VALUES = [
  '',
  'abc',
  '-1',
  '0',
  '1.5',
  '1e400',
  '99999999999999999999',
  'NaN',
  'Infinity',
  '%00',
  'a%00b',
  '%07',
  '%ZZ',
  '%',
  '%C0%AF',
  '%ED%A0%80',
  '%F0%9F%98%80',
  '__proto__',
  'constructor',
  '..%2F..%2Fetc%2Fpasswd',
  '00000000-0000-0000-0000-000000000000',
  '7d2f3c1e-9a4b-4c8d-8e6f-1a2b3c4d5e6f',
  '0000-01-01',
  '0000-01-01T00%3A00%3A00Z',
  '2016-12-31T23%3A59%3A60Z',
  'a'.repeat(5000),
  '%20',
];
