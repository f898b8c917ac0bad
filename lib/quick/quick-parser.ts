/**
 * The one chunk the quick conversion box loads on first use: the units' parser and the index it reads. The readers
 * of the other questions are a chunk of their own (lib/quick/other-questions.ts), loaded when the units settle none.
 */
export { indexFromNames, withFamily } from './expand-index';
export { readQuery } from './parse-query';
