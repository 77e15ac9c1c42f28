// Types generated from openapi/storefront-api.yaml by `pnpm run generate`: `components`, `paths` and `operations`
// (schema.d.ts), and every schema by its own name, `StorefrontKitchen`, `Quote` (schema-names.d.ts).
export type * from './schema.js';
export type * from './schema-names.js';
// The values of the contract's enums at run time (values.js).
export * from './values.js';
