// Writes from openapi/vendor-api.yaml, next to src/schema.d.ts (and from openapi/storefront-api.yaml, the same files in
// src/storefront/) (openapi-typescript's `components`, `paths`, `operations`):
// - src/schema-names.d.ts: every schema as a type of its own name (`Meal` for components['schemas']['Meal']);
// - src/values.js and src/values.d.ts: the values of every enum of the contract as a run-time array
//   (`orderStatusValues`, in the contract's order), and the property names of the object schemas the apps walk in
//   order (`weeklyScheduleKeys`).
// With --check it writes nothing and fails when the files are not current.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { parse } from 'yaml';

const lowerFirst = (s) => s.charAt(0).toLowerCase() + s.slice(1);
const upperFirst = (s) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Each contract and where its files go. `keyLists`: object schemas whose property names are a list in their own
 * right (the days of a week, the notification channels and the switches of each).
 */
const CONTRACTS = [
  {
    contract: 'vendor-api.yaml',
    dir: '../src/',
    keyLists: ['WeeklySchedule', 'NotificationPreferences', 'ChannelPreferences'],
  },
  { contract: 'storefront-api.yaml', dir: '../src/storefront/', keyLists: [] },
];

const outputs = [];
for (const { contract, dir, keyLists } of CONTRACTS) outputs.push(...(await generate(contract, dir, keyLists)));

async function generate(contractName, dir, KEY_LISTS) {
  const CONTRACT = fileURLToPath(new URL(`../../../openapi/${contractName}`, import.meta.url));
  const OUT_JS = fileURLToPath(new URL(`${dir}values.js`, import.meta.url));
  const OUT_DTS = fileURLToPath(new URL(`${dir}values.d.ts`, import.meta.url));
  const OUT_NAMES = fileURLToPath(new URL(`${dir}schema-names.d.ts`, import.meta.url));

  const schemas = parse(readFileSync(CONTRACT, 'utf8')).components.schemas;

  /** [name, values, element type] of each enum: a schema that is one (`OrderStatus`), or a property's (`Health.status`). */
  const lists = [];
  for (const [name, schema] of Object.entries(schemas)) {
    const type = `components['schemas']['${name}']`;
    if (schema.enum) lists.push([`${lowerFirst(name)}Values`, schema.enum, type]);
    for (const [prop, sub] of Object.entries(schema.properties ?? {})) {
      if (sub.enum) lists.push([`${lowerFirst(name)}${upperFirst(prop)}Values`, sub.enum, `${type}['${prop}']`]);
    }
  }
  for (const name of KEY_LISTS) {
    const properties = schemas[name]?.properties;
    if (!properties) throw new Error(`${name} is not an object schema of the contract`);
    lists.push([`${lowerFirst(name)}Keys`, Object.keys(properties), `keyof components['schemas']['${name}']`]);
  }

  const banner = `// Generated from openapi/${contractName} by scripts/generate-from-contract.mjs (\`pnpm run generate\`); do not edit.\n`;
  const literal = (values) => `[${values.map((v) => JSON.stringify(v)).join(', ')}]`;
  const js = lists.map(([name, values]) => `export const ${name} = Object.freeze(${literal(values)});\n`).join('');
  const dts =
    "import type { components } from './schema.js';\n\n" +
    lists.map(([name, , type]) => `export declare const ${name}: readonly (${type})[];\n`).join('');

  const names =
    "import type { components } from './schema.js';\n\n" +
    Object.keys(schemas)
      .map((name) => `export type ${name} = components['schemas']['${name}'];\n`)
      .join('');

  const config = await resolveConfig(OUT_JS);
  return [
    [OUT_JS, await format(banner + js, { ...config, filepath: OUT_JS })],
    [OUT_DTS, await format(banner + dts, { ...config, filepath: OUT_DTS })],
    [OUT_NAMES, await format(banner + names, { ...config, filepath: OUT_NAMES })],
  ];
}

if (process.argv.includes('--check')) {
  const stale = outputs.filter(([file, text]) => {
    try {
      return readFileSync(file, 'utf8') !== text;
    } catch {
      return true;
    }
  });
  for (const [file] of stale) console.error(`${file} is not current: run \`pnpm run generate\``);
  process.exit(stale.length ? 1 : 0);
}
for (const [file, text] of outputs) writeFileSync(file, text);
