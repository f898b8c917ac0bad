/**
 * The quick box's parser with every reader in: the units, the later readers and every name at once, as the server, the tests
 * and the benchmark read a question. The browser loads the two apart (hooks/use-quick-answer.ts, issue 36) and gets
 * the same answers: `readQuery` asks for the other readers exactly where this passes them.
 */
import { laterReaders } from './later-readers';
import { readQuery } from './parse-query';
import type { QuickResult, UnitIndex } from './types';

export type { QuickResult };

/** A question → its answer, an error that says why, or 'none' where the text is not a conversion. */
export const parseQuery = (query: string, index: UnitIndex): QuickResult => readQuery(query, index, laterReaders);
