// The run-time half of the package: the contract's enum values and listed property names (src/values.js, generated),
// and the contract's rule for role slugs (src/role-slug.js).
export * from './values.js';
export * from './role-slug.js';
// The contract's town search rule (src/town-search.js).
export * from './town-search.js';
