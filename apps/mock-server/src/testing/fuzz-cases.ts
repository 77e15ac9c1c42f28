import type { OpenApiDocument, OperationMeta } from '../plugins/openapi.ts';
import { HOSTILE_URL_VALUES, hostileValues, plausible, resolver, type Schema, typesOf } from './fuzz-values.ts';

/** One request of the fuzz test: what it sends, and a label saying which input it is. */
export interface FuzzCase {
  label: string;
  method: string;
  /** Path and query, already encoded (hostile values are sent as they are). */
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** Send without the bearer token. */
  anonymous?: boolean;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: unknown;
}

type Operation = {
  parameters?: unknown[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
};

const JSON_TYPE = { 'content-type': 'application/json' };
const BOUNDARY = 'fuzzboundary7MA4YWxkTrZu0gW';

function multipart(parts: { name: string; filename?: string; type?: string; data: string | Buffer }[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const head = `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}
const MULTIPART_TYPE = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

/** Writes a JSON document in which `{ raw }` values are spliced in as they are. */
function toJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).join() === 'raw') {
      raws.push(String((v as { raw: unknown }).raw));
      return `__RAW_${raws.length - 1}__`;
    }
    return v;
  });
  return text.replace(/"__RAW_(\d+)__"/g, (_m, i: string) => raws[Number(i)] ?? 'null');
}

/** Field slots of a body schema: top-level properties and one level below (objects, first array item). */
function slots(schema: Schema, resolve: (s: unknown) => Schema): { path: (string | number)[]; schema: unknown }[] {
  const out: { path: (string | number)[]; schema: unknown }[] = [];
  const walk = (node: Schema, path: (string | number)[], depth: number) => {
    for (const [key, child] of Object.entries((node.properties ?? {}) as Record<string, unknown>)) {
      out.push({ path: [...path, key], schema: child });
      if (depth >= 1) continue;
      const resolved = resolve(child);
      if (typesOf(resolved).includes('object')) walk(resolved, [...path, key], depth + 1);
      const items = resolved.items ? resolve(resolved.items) : undefined;
      if (items && typesOf(items).includes('object')) walk(items, [...path, key, 0], depth + 1);
    }
  };
  walk(schema, [], 0);
  return out;
}

function setAt(target: unknown, path: (string | number)[], value: unknown, remove = false): unknown {
  const copy = structuredClone(target) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof at[key] !== 'object' || at[key] === null) return copy;
    at = at[key] as Record<string | number, unknown>;
  }
  const last = path[path.length - 1] as string | number;
  if (remove) delete at[last];
  else at[last] = value;
  return copy;
}

/** Picks up to `count` items, the same ones on every run. */
function pick<T>(items: T[], count: number, random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, count);
}

export interface CaseOptions {
  /** Real values for path parameters (ids of the demo business), so handlers get past their lookups. */
  pathValues: Record<string, string>;
  random: () => number;
  prefix: string;
  /** Field-level hostile values per operation, and hostile URL values per parameter. */
  fieldCases: number;
  urlCases: number;
}

/** The hostile requests for one operation, derived from its entry in the contract. */
export function casesFor(document: OpenApiDocument, meta: OperationMeta, options: CaseOptions): FuzzCase[] {
  const resolve = resolver(document);
  const item = document.paths[meta.path] as unknown as Record<string, Operation> & { parameters?: unknown[] };
  const op = item[meta.method.toLowerCase()] as Operation;
  const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].map(
    (p) => resolve(p) as unknown as Parameter,
  );
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryParams = parameters.filter((p) => p.in === 'query');
  const { random, pathValues } = options;

  const pathWith = (overrides: Record<string, string> = {}) =>
    options.prefix +
    meta.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
      if (name in overrides) return overrides[name] as string;
      const param = pathParams.find((p) => p.name === name);
      return encodeURIComponent(pathValues[name] ?? String(plausible(param?.schema, resolve)));
    });
  const baseQuery = queryParams
    .filter((p) => p.required)
    .map((p) => `${p.name}=${encodeURIComponent(String(plausible(p.schema, resolve)))}`);
  const url = (query: string[] = baseQuery, overrides?: Record<string, string>) =>
    pathWith(overrides) + (query.length ? `?${query.join('&')}` : '');
  const content = op.requestBody?.content ?? {};
  const jsonSchema = content['application/json']?.schema;
  const multipartSchema = content['multipart/form-data']?.schema;
  const valid = jsonSchema === undefined ? undefined : plausible(jsonSchema, resolve);
  const json = valid === undefined ? undefined : toJson(valid);
  // hostile parameters go with a valid body, so they reach the handler
  const base = {
    method: meta.method,
    url: url(),
    headers: (json === undefined ? {} : JSON_TYPE) as Record<string, string>,
    ...(json === undefined ? {} : { body: json }),
  };

  const cases: FuzzCase[] = [];
  const add = (label: string, extra: Partial<FuzzCase>) => cases.push({ ...base, label, ...extra });

  // path and query parameters
  const urlCases: FuzzCase[] = [];
  for (const p of pathParams) {
    for (const value of HOSTILE_URL_VALUES) {
      urlCases.push({
        ...base,
        label: `path ${p.name}=${value.slice(0, 40)}`,
        url: url(baseQuery, { [p.name]: value }),
      });
    }
  }
  for (const p of queryParams) {
    const others = baseQuery.filter((q) => !q.startsWith(`${p.name}=`));
    for (const value of HOSTILE_URL_VALUES) {
      urlCases.push({
        ...base,
        label: `query ${p.name}=${value.slice(0, 40)}`,
        url: url([...others, `${p.name}=${value}`]),
      });
    }
    urlCases.push({ ...base, label: `query ${p.name} twice`, url: url([...others, `${p.name}=1`, `${p.name}=2`]) });
  }
  urlCases.push({ ...base, label: 'query unknown parameter', url: url([...baseQuery, '__proto__=1', 'zzz=%00']) });
  cases.push(...pick(urlCases, options.urlCases, random));

  // the body
  if (jsonSchema && json !== undefined) {
    add('valid body', { headers: JSON_TYPE, body: json });
    add('no body', { headers: {}, body: undefined });
    add('empty JSON body', { headers: JSON_TYPE, body: '' });
    add('invalid JSON', { headers: JSON_TYPE, body: '{"a":' });
    for (const doc of [
      'null',
      '[]',
      '"text"',
      '1e400',
      '{}',
      '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
    ])
      add(`body ${doc.slice(0, 12)}`, { headers: JSON_TYPE, body: doc });
    add('body with a byte order mark', { headers: JSON_TYPE, body: `\ufeff${json}` });
    add('body not UTF-8', { headers: JSON_TYPE, body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]) });
    add('body deeply nested', { headers: JSON_TYPE, body: `${'['.repeat(5000)}${']'.repeat(5000)}` });
    add('body over the limit', { headers: JSON_TYPE, body: `{"pad":"${'a'.repeat(1_100_000)}"}` });
    add('body with __proto__', { headers: JSON_TYPE, body: `{"__proto__":{"polluted":true},${json.slice(1)}` });
    add('body with constructor.prototype', {
      headers: JSON_TYPE,
      body: `{"constructor":{"prototype":{"polluted":true}},${json.slice(1)}`,
    });
    add('body with an unknown field', { headers: JSON_TYPE, body: toJson({ ...(valid as object), unknownField: 1 }) });
    add('upper-case JSON media type', { headers: { 'content-type': 'Application/JSON; charset=UTF-8' }, body: json });
    const form = new URLSearchParams(
      Object.entries(valid as Record<string, unknown>).map(([k, v]): [string, string] => [
        k,
        typeof v === 'string' ? v : toJson(v),
      ]),
    ).toString();
    add('form-encoded body', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
    add('form-encoded body with NUL', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=%00',
    });
    add('text/plain body', { headers: { 'content-type': 'text/plain' }, body: json });
    add('multipart body', { headers: MULTIPART_TYPE, body: multipart([{ name: 'field', data: 'value' }]) });
    add('body with no content type', { headers: {}, body: json });
    add('XML body', { headers: { 'content-type': 'application/xml' }, body: '<a/>' });
    add('malformed content type', { headers: { 'content-type': ';;;' }, body: json });
    const fieldCases: FuzzCase[] = [];
    const bodySchema = resolve(jsonSchema);
    for (const slot of slots(bodySchema, resolve)) {
      const name = slot.path.join('.');
      fieldCases.push({
        ...base,
        label: `missing ${name}`,
        headers: JSON_TYPE,
        body: toJson(setAt(valid, slot.path, 0, true)),
      });
      for (const value of hostileValues(slot.schema, resolve)) {
        const shown = toJson(value).slice(0, 40);
        fieldCases.push({
          ...base,
          label: `${name}=${shown}`,
          headers: JSON_TYPE,
          body: toJson(setAt(valid, slot.path, value)),
        });
      }
    }
    if (!slots(bodySchema, resolve).length) {
      for (const value of hostileValues(bodySchema, resolve))
        fieldCases.push({
          ...base,
          label: `body=${toJson(value).slice(0, 40)}`,
          headers: JSON_TYPE,
          body: toJson(value),
        });
    }
    // every operation gets control characters and out-of-range numbers, whatever the draw
    const always = [/\\u0000/, /=1e400$/, /=2147483648$/]
      .map((re) => fieldCases.find((c) => re.test(c.label)))
      .filter((c): c is FuzzCase => c !== undefined);
    cases.push(
      ...always,
      ...pick(
        fieldCases.filter((c) => !always.includes(c)),
        options.fieldCases,
        random,
      ),
    );
  } else if (multipartSchema) {
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
      'hex',
    );
    const file = (purpose: string, data: Buffer | string = png, type = 'image/png') =>
      multipart([
        { name: 'purpose', data: purpose },
        { name: 'file', filename: 'fuzz.png', type, data },
      ]);
    add('valid upload', { headers: MULTIPART_TYPE, body: file('meal_image') });
    add('no body', { headers: {}, body: undefined });
    add('JSON body', { headers: JSON_TYPE, body: '{"purpose":"meal_image"}' });
    add('form-encoded body', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'purpose=banner',
    });
    add('multipart without boundary', { headers: { 'content-type': 'multipart/form-data' }, body: file('banner') });
    add('multipart with no parts', { headers: MULTIPART_TYPE, body: Buffer.from(`--${BOUNDARY}--\r\n`) });
    add('multipart truncated', { headers: MULTIPART_TYPE, body: file('banner').subarray(0, 60) });
    add('multipart without file', { headers: MULTIPART_TYPE, body: multipart([{ name: 'purpose', data: 'banner' }]) });
    for (const purpose of ['', 'nope', 'ban\u0000ner', 'a'.repeat(5000), '__proto__'])
      add(`upload purpose=${purpose.slice(0, 20)}`, { headers: MULTIPART_TYPE, body: file(purpose) });
    add('upload of text', { headers: MULTIPART_TYPE, body: file('document', 'plain text', 'text/plain') });
    add('upload of an empty file', { headers: MULTIPART_TYPE, body: file('avatar', Buffer.alloc(0)) });
    add('upload of a truncated PNG', { headers: MULTIPART_TYPE, body: file('avatar', png.subarray(0, 30)) });
    add('two files', {
      headers: MULTIPART_TYPE,
      body: multipart([
        { name: 'purpose', data: 'banner' },
        { name: 'file', filename: 'a.png', type: 'image/png', data: png },
        { name: 'file', filename: 'b.png', type: 'image/png', data: png },
      ]),
    });
    add('unknown field', {
      headers: MULTIPART_TYPE,
      body: multipart([
        { name: '__proto__', data: 'x' },
        { name: 'purpose', data: 'banner' },
        { name: 'file', filename: 'a.png', type: 'image/png', data: png },
      ]),
    });
    add('upload over the limit', {
      headers: MULTIPART_TYPE,
      body: file('banner', Buffer.alloc(10 * 1024 * 1024 + 10, 1)),
    });
  } else {
    add('no body', {});
    add('JSON body where none is taken', { headers: JSON_TYPE, body: '{"a":1}' });
    add('JSON type and no body', { headers: JSON_TYPE });
    add('form body where none is taken', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
  }

  // credentials
  if (meta.secured) {
    const body = cases[0]?.body;
    const headers = cases[0]?.headers ?? {};
    add('no token', { anonymous: true, headers, body });
    add('garbage token', { anonymous: true, headers: { ...headers, authorization: 'Bearer not.a.token' }, body });
    add('basic credentials', { anonymous: true, headers: { ...headers, authorization: 'Basic YTpi' }, body });
    add('huge token', { anonymous: true, headers: { ...headers, authorization: `Bearer ${'a'.repeat(8000)}` }, body });
  } else {
    add('anonymous', { anonymous: true });
  }
  return cases;
}
