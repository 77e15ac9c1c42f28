// Types generated from openapi/vendor-api.yaml (see src/schema.d.ts, produced by `pnpm run generate`): `components`,
// `paths`, `operations`, and every schema by its own name (`Meal`, `OrderStatus`).
export type * from './schema.js';
// The values of the contract's enums and the property names of its listed objects, at run time (src/values.js).
export * from './values.js';
// The contract's rule for role slugs (src/role-slug.js).
export * from './role-slug.js';
