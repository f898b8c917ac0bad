/** The one chunk the quick conversion box loads on first use: the parser and the index expander. */
export { expandIndex } from './expand-index';
export { parseQuery } from './parse-query';
