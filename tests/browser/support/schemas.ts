import type { components } from '../../../packages/api-types/src/index.js';

/** The API's JSON shapes by schema name, as generated from openapi/vendor-api.yaml. */
export type Schemas = components['schemas'];
