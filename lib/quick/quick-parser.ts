/** The one chunk the quick conversion box loads on first use: the parser and the index it reads. */
export { indexFromNames, withFamily } from './expand-index';
export { parseQuery } from './parse-query';
