'use client';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { fetchJson, once } from '@/lib/download-once';
import type { QuickFirstNames } from '@/lib/quick/first-names';
import type { QuickFamily, QuickNames, QuickResult } from '@/lib/quick/types';
import { useRecordRecent } from './use-record-recent';

type Parser = typeof import('@/lib/quick/quick-parser');
type ToolAnswers = typeof import('@/lib/quick/tool-answers');
type Later = typeof import('@/lib/quick/later-readers');

type FamilyFile = Awaited<ReturnType<typeof familyFile>>;

interface Ready {
  parser: Parser;
  first: QuickFirstNames;
}

/** Issue 36: the parser and the first names (lib/quick/first-names.ts): what the first answer about units needs. */
const parserAndFirstNames = () =>
  once('parser', () =>
    Promise.all([import('@/lib/quick/quick-parser'), fetchJson<QuickFirstNames>('/unidades-primeras.json')]),
  );
/** Every name, where the first ones may answer otherwise or settle nothing. */
const everyName = () => once('names', () => fetchJson<QuickNames>('/unidades.json'));
/**
 * A family's engine; with it, for a family that weighs ingredients, the code that reads them (D29): cooking loads
 * only when a question needs it (issue 36).
 */
const familyFile = (family: string, weighsIngredients: boolean) =>
  once(family, () =>
    Promise.all([
      fetchJson<QuickFamily>(`/unidades/${family}.json`),
      weighsIngredients ? import('@/lib/quick/cooking-readers').then((module) => module.cookingReaders) : undefined,
    ]),
  );
/** D32: the numbers-in-words and Roman-numeral answers' code, only when a question asks for it. */
const toolAnswers = () => once('tools', () => import('@/lib/quick/tool-answers'));
/**
 * Issue 36: the readers of the questions that are not about units and the corrections of misspelt names, only when
 * the units, with every name, settle nothing.
 */
const laterReaders = () => once('later', () => import('@/lib/quick/later-readers'));
/**
 * Issue 36: how long a question must stay as it is before every name, or the later readers, are fetched. While a
 * question is being typed its halves settle nothing ('5', '5 pi', '5 pies a'); they are no reason to download them.
 */
const PAUSE_BEFORE_MORE_MS = 400;

const UNAVAILABLE: QuickResult = {
  kind: 'error',
  message: 'No se pudieron cargar las unidades. Comprueba la conexión y vuelve a entrar en la casilla.',
};

/**
 * D27: the answer to `query`, or undefined while there is none to show. The parser and the first names
 * (/unidades-primeras.json) load on first use (`load`, called on focus or when a query is already there), so a page
 * that never uses the box downloads neither; a family's engine (/unidades/<familia>.json) loads the first time a
 * question names two of its units; every name (/unidades.json) and the later readers only where a question still
 * stays unsettled after a pause (issue 36).
 * A download that fails says so; the next `load` (focusing the box again) tries again.
 */
export function useQuickAnswer(query: string): { result: QuickResult | undefined; load: () => void } {
  const [ready, setReady] = useState<Ready | undefined>(undefined);
  // Each `load` is a new attempt; a failure belongs to the attempt it happened in.
  const [attempt, setAttempt] = useState(0);
  const [failedAttempt, setFailedAttempt] = useState(-1);
  const load = useCallback(() => setAttempt((current) => current + 1), []);

  useEffect(() => {
    if (attempt === 0 || ready) return;
    let cancelled = false;
    parserAndFirstNames()
      .then(([parser, first]) => {
        if (!cancelled) setReady({ parser, first });
      })
      .catch(() => setFailedAttempt(attempt));
    return () => {
      cancelled = true;
    };
  }, [attempt, ready]);

  const [names, setNames] = useState<QuickNames | undefined>(undefined);
  // Families' engines, kept once here (a question's family is worth keeping), applied to whichever names are in.
  const [families, setFamilies] = useState<Readonly<Record<string, FamilyFile>>>({});
  const namesIndex = useMemo(
    () => ready && (names ? ready.parser.indexFromNames(names) : ready.parser.indexFromFirstNames(ready.first)),
    [ready, names],
  );
  const index = useMemo(
    () =>
      namesIndex &&
      Object.entries(families).reduce(
        (current, [key, [data, cooking]]) => ready?.parser.withFamily(current, key, data, cooking) ?? current,
        namesIndex,
      ),
    [namesIndex, families, ready],
  );

  const [later, setLater] = useState<Later | undefined>(undefined);
  const parsed = ready && index && query.trim() ? ready.parser.readQuery(query, index, later?.laterReaders) : undefined;
  const needed = parsed?.kind === 'needs' ? parsed.family : undefined;
  const needsNames = parsed?.kind === 'needs-names';
  const needsLater = parsed?.kind === 'needs-other';

  useEffect(() => {
    if ((!needsNames || names) && (!needsLater || later)) return;
    // Each change of the question starts the pause again (`query` is why this runs again).
    const pause = setTimeout(() => {
      if (needsNames) {
        everyName()
          .then((all) => setNames(all))
          .catch(() => setFailedAttempt(attempt));
      } else {
        laterReaders()
          .then((module) => setLater(module))
          .catch(() => setFailedAttempt(attempt));
      }
    }, PAUSE_BEFORE_MORE_MS);
    return () => clearTimeout(pause);
  }, [needsNames, names, needsLater, later, attempt, query]);

  const toolQuestion = parsed?.kind === 'needs-tool' ? parsed.question : undefined;
  const [tools, setTools] = useState<ToolAnswers | undefined>(undefined);

  useEffect(() => {
    if (!toolQuestion || tools) return;
    toolAnswers()
      .then((module) => setTools(module))
      .catch(() => setFailedAttempt(attempt));
  }, [toolQuestion, tools, attempt]);

  const neededWeighs = needed !== undefined && index?.families[needed]?.weighsIngredients === true;
  useEffect(() => {
    if (!needed) return;
    // Not cancelled when the question changes: a family's engine is worth keeping once it is here.
    familyFile(needed, neededWeighs)
      .then((file) => setFamilies((current) => ({ ...current, [needed]: file })))
      .catch(() => setFailedAttempt(attempt));
  }, [needed, neededWeighs, attempt]);

  const waitingForTools = toolQuestion !== undefined && !tools;
  const waitingForCode = needed !== undefined || waitingForTools || needsNames || needsLater;
  const waiting = query.trim() !== '' && (!ready || waitingForCode);
  const answered = toolQuestion && tools ? tools.answerToolQuestion(toolQuestion) : parsed;
  const result = waiting && failedAttempt === attempt ? UNAVAILABLE : waitingForCode ? undefined : answered;
  // D31: an answer left on screen for a moment is a conversion made, kept among the recent ones with its page.
  useRecordRecent(result?.kind === 'answer' ? { href: result.href, line: result.line } : undefined);
  return { result, load };
}
