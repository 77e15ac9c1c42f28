// The storefront contract's values at run time; its types are in index.d.ts.
export * from './values.js';
