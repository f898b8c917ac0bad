/**
 * The one chunk the quick box loads on first use: the units' parser and the index it reads, from the first names
 * (lib/quick/first-names.ts) or from every name. The later readers are a chunk of their own
 * (lib/quick/later-readers.ts), loaded when the units, with every name, settle nothing.
 */
export { indexFromNames, withFamily } from './expand-index';
export { indexFromFirstNames } from './first-names';
export { readQuery } from './parse-query';
