import path from 'node:path';

/** Where test files leave the operations they called, for the contract walk (tests/contract/operations.test.ts). */
export const OPERATION_CALLS_DIR = path.resolve(import.meta.dirname, '../../../../node_modules/.cache/operation-calls');
