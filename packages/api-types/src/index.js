// The run-time half of the package: the contract's enum values and listed property names (src/values.js).
export * from './values.js';
