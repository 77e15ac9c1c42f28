import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
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
  // The contract carries the product's exact messages in this annotation; it never fails validation itself.
  ajv.addKeyword({ keyword: 'x-error-message', schemaType: ['string', 'object'] });
  ajv.addKeyword({ keyword: 'x-permission' });
  return ajv;
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
