// Types generated from openapi/vendor-api.yaml (see src/schema.d.ts, produced by `pnpm run generate`).
export type * from './schema.js';
