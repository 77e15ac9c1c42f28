import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import type { FieldError } from './errors.ts';

/**
 * Ajv for OpenAPI 3.1 (JSON Schema 2020-12). Unknown properties are rejected rather than silently dropped so a client
 * learns about a misspelt field, and all errors are collected so a form can mark every bad field at once. Only URL
 * parts (query, path, headers), which are always text, are coerced to the declared types; a JSON body must already
 * carry the right types.
 */
export function createAjv(options: { coerce: boolean }): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    verbose: true,
    coerceTypes: options.coerce ? 'array' : false,
    useDefaults: true,
    removeAdditional: false,
  });
  addFormats.default(ajv);
  // Dates a database column and a JavaScript Date both hold: years 0001 to 9999 (PostgreSQL has no year 0000).
  ajv.addFormat('date', { type: 'string', validate: isStorableDate, compare: DATE.compare });
  ajv.addFormat('date-time', { type: 'string', validate: isStorableDateTime, compare: DATE_TIME.compare });
  // The contract carries the product's exact messages in this annotation; it never fails validation itself.
  ajv.addKeyword({ keyword: 'x-error-message', schemaType: ['string', 'object'] });
  ajv.addKeyword({ keyword: 'x-permission' });
  ajv.addKeyword({ keyword: 'x-multiline', schemaType: 'boolean' });
  ajv.addKeyword({ keyword: 'x-name', schemaType: 'boolean' });
  ajv.addKeyword({
    keyword: TEXT_KEYWORD,
    schemaType: 'string',
    validate: (kind: TextKind, data: unknown) => typeof data !== 'string' || isCleanText(data, kind),
    errors: false,
  });
  return ajv;
}

/** The keyword withTextRules puts on every string schema of a request; its value says which controls are allowed. */
const TEXT_KEYWORD = 'x-text';
type TextKind = 'line' | 'multiline' | 'name';

const FIRST_YEAR = 1;
const LAST_YEAR = 9999;
type StringFormat = { validate: (text: string) => boolean; compare: (a: string, b: string) => number | undefined };
const DATE = fullFormats.date as StringFormat;
const DATE_TIME = fullFormats['date-time'] as StringFormat;
const validDate = (text: string) => DATE.validate(text);
const validDateTime = (text: string) => DATE_TIME.validate(text);

/** A calendar date YYYY-MM-DD that exists and lies in the years 0001 to 9999. */
export function isStorableDate(text: string): boolean {
  const year = Number(text.slice(0, 4));
  return validDate(text) && year >= FIRST_YEAR && year <= LAST_YEAR;
}

/**
 * An RFC 3339 date-time whose instant, in UTC, lies in the years 0001 to 9999 (an offset can carry 9999-12-31 into
 * year 10000), and that JavaScript can read (it cannot read a leap second).
 */
export function isStorableDateTime(text: string): boolean {
  if (!validDateTime(text)) return false;
  const at = new Date(text);
  const year = at.getUTCFullYear();
  return !Number.isNaN(at.getTime()) && year >= FIRST_YEAR && year <= LAST_YEAR;
}

// C0 controls, DEL and C1 controls; newline and tab are allowed back where the text is multiline.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_BUT_NEWLINE_TAB = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
// half of a surrogate pair without the other half: not Unicode, and not storable as UTF-8
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text reaches the database only as well-formed Unicode without control characters (newline and tab in multiline). */
export function isCleanText(text: string, kind: TextKind): boolean {
  if (LONE_SURROGATE.test(text) || (kind === 'multiline' ? CONTROL_BUT_NEWLINE_TAB : CONTROL).test(text)) return false;
  return kind !== 'name' || isVisibleName(text);
}

// Format characters (zero-width spaces and joiners, bidirectional marks, embeddings, overrides and isolates, the
// byte order mark, tag characters, soft hyphen...) and noncharacters: invisible, so "Admin\u200bistrator" would pass
// for "Administrator".
const INVISIBLE = /[\p{Cf}\p{Noncharacter_Code_Point}]/u;
// The two uses of them a name may have: a zero-width joiner inside an emoji sequence (a chef: woman + ZWJ + cooking),
// and the tag characters of the flags of England, Scotland and Wales (a black flag, tags, a cancel tag).
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}\p{Emoji_Modifier}?\uFE0F?)\u200D(?=\p{Extended_Pictographic})/gu;
const FLAG_TAGS = /(?<=\u{1F3F4})[\u{E0061}-\u{E007A}]{2,6}\u{E007F}/gu;

/** A name shows every character it holds: no invisible formatting characters or noncharacters outside emoji. */
export function isVisibleName(text: string): boolean {
  return !INVISIBLE.test(text.replace(FLAG_TAGS, '').replace(EMOJI_JOINER, ''));
}

const NOT_SCHEMAS = new Set(['enum', 'const', 'default', 'example', 'examples', 'x-error-message']);

/**
 * A copy of a request schema in which every string carries the text rule: no control characters, and no broken
 * Unicode, except newline and tab in strings the contract marks `x-multiline: true`. So NUL and friends are refused
 * with a 400 naming the field before anything reaches a handler or the database.
 */
export function withTextRules<T>(schema: T): T {
  const copy = structuredClone(schema);
  const seen = new Set<object>();
  const visit = (node: unknown): void => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) return node.forEach(visit);
    const record = node as Record<string, unknown>;
    const types = [record.type].flat();
    if (types.includes('string') && record.format !== 'binary') {
      record[TEXT_KEYWORD] = record['x-multiline'] === true ? 'multiline' : record['x-name'] === true ? 'name' : 'line';
    }
    for (const [key, value] of Object.entries(record)) if (!NOT_SCHEMAS.has(key)) visit(value);
  };
  visit(copy);
  return copy;
}

function joinPath(instancePath: string, extra?: string): string {
  const parts = instancePath
    .split('/')
    .filter(Boolean)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (extra) parts.push(extra);
  return parts.join('.');
}

function describe(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'Required';
    case 'additionalProperties':
      return 'Unknown field';
    case 'type':
      return `Must be ${String(p.type).replace(',', ' or ')}`;
    case 'format':
      return p.format === 'email' ? 'Invalid email' : `Must be a valid ${String(p.format)}`;
    case 'maxLength':
      return `Must be at most ${String(p.limit)} characters`;
    case 'minLength':
      return Number(p.limit) === 1 ? 'Must not be empty' : `Must be at least ${String(p.limit)} characters`;
    case 'maxItems':
      return `Must have at most ${String(p.limit)} items`;
    case 'minItems':
      return `Must have at least ${String(p.limit)} item${Number(p.limit) === 1 ? '' : 's'}`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `Must be ${String(p.comparison)} ${String(p.limit)}`;
    case 'enum':
      return `Must be one of: ${(p.allowedValues as unknown[]).join(', ')}`;
    case 'const':
      return `Must be ${JSON.stringify(p.allowedValue)}`;
    case 'pattern':
      return 'Has an invalid format';
    case 'minProperties':
      return 'Must not be empty';
    case 'uniqueItems':
      return 'Must not contain duplicates';
    case TEXT_KEYWORD:
      if (error.schema === 'name' && isCleanText(String(error.data), 'line'))
        return 'Must not contain invisible formatting characters';
      return error.schema === 'multiline'
        ? 'Must not contain control characters other than new lines and tabs'
        : 'Must not contain control characters or new lines';
    default:
      return error.message ?? 'Is invalid';
  }
}

/** Turns Ajv errors into the wire's field list, using the contract's x-error-message where it gives one. */
export function toFieldErrors(errors: ErrorObject[]): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const error of errors) {
    // anyOf/oneOf wrappers repeat what their branches already said
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf' || error.keyword === 'if') continue;
    const p = error.params as Record<string, unknown>;
    const extra =
      error.keyword === 'required'
        ? String(p.missingProperty)
        : error.keyword === 'additionalProperties'
          ? String(p.additionalProperty)
          : undefined;
    const field = joinPath(error.instancePath, extra) || 'body';
    if (seen.has(field)) continue;
    seen.add(field);
    // x-error-message is either one text for any bad value, or texts by keyword ({ maxLength: '…' }). A missing
    // field or a wrong JSON type says so plainly instead.
    const custom = (error.parentSchema as Record<string, unknown> | undefined)?.['x-error-message'];
    const forKeyword =
      typeof custom === 'object' && custom !== null ? (custom as Record<string, unknown>)[error.keyword] : custom;
    const own = extra || error.keyword === 'type' ? undefined : forKeyword;
    out.push({ field, error: typeof own === 'string' ? own : describe(error) });
  }
  return out;
}
