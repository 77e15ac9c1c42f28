// Types generated from openapi/vendor-api.yaml by `pnpm run generate`: `components`, `paths` and `operations`
// (src/schema.d.ts), and every schema by its own name, `Meal`, `OrderStatus` (src/schema-names.d.ts).
export type * from './schema.js';
export type * from './schema-names.js';
// The values of the contract's enums and the property names of its listed objects, at run time (src/values.js).
export * from './values.js';
// The contract's rule for role slugs (src/role-slug.js).
export * from './role-slug.js';
// The contract's town search rule (src/town-search.js).
export * from './town-search.js';
