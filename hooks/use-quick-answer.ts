'use client';
import { useCallback, useEffect, useState } from 'react';
import { fetchJson, once } from '@/lib/download-once';
import type { QuickFamily, QuickNames, QuickResult, UnitIndex } from '@/lib/quick/types';
import { useRecordRecent } from './use-record-recent';

type Parser = typeof import('@/lib/quick/quick-parser');
type ToolAnswers = typeof import('@/lib/quick/tool-answers');
type OtherReaders = typeof import('@/lib/quick/other-questions');

interface Ready {
  parser: Parser;
  index: UnitIndex;
}

const parserAndNames = () =>
  once('parser', () => Promise.all([import('@/lib/quick/quick-parser'), fetchJson<QuickNames>('/unidades.json')]));
const familyFile = (family: string) => once(family, () => fetchJson<QuickFamily>(`/unidades/${family}.json`));
/** D32: the numbers-in-words and Roman-numeral answers' code, only when a question asks for it. */
const toolAnswers = () => once('tools', () => import('@/lib/quick/tool-answers'));
/** Issue 36: the readers of the questions that are not about units, only when the units settle nothing. */
const otherReaders = () => once('other', () => import('@/lib/quick/other-questions'));
/**
 * Issue 36: how long a question the units do not settle must stay as it is before those readers are fetched. While a
 * question is being typed its halves settle nothing ('5', '5 pi', '5 pies a'); they are no reason to download them.
 */
const PAUSE_BEFORE_OTHERS_MS = 400;

const UNAVAILABLE: QuickResult = {
  kind: 'error',
  message: 'No se pudieron cargar las unidades. Comprueba la conexión y vuelve a entrar en la casilla.',
};

/**
 * D27: the answer to `query`, or undefined while there is none to show. The parser and /unidades.json load on first
 * use (`load`, called on focus or when a query is already there), so a page that never uses the box downloads
 * neither; a family's engine (/unidades/<familia>.json) loads the first time a question names two of its units.
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
    parserAndNames()
      .then(([parser, names]) => {
        if (!cancelled) setReady({ parser, index: parser.indexFromNames(names) });
      })
      .catch(() => setFailedAttempt(attempt));
    return () => {
      cancelled = true;
    };
  }, [attempt, ready]);

  const [others, setOthers] = useState<OtherReaders | undefined>(undefined);
  const parsed = ready && query.trim() ? ready.parser.readQuery(query, ready.index, others?.otherQuestion) : undefined;
  const needed = parsed?.kind === 'needs' ? parsed.family : undefined;
  const needsOthers = parsed?.kind === 'needs-other';

  useEffect(() => {
    if (!needsOthers || others) return;
    // Each change of the question starts the pause again (`query` is why this runs again).
    const pause = setTimeout(() => {
      otherReaders()
        .then((module) => setOthers(module))
        .catch(() => setFailedAttempt(attempt));
    }, PAUSE_BEFORE_OTHERS_MS);
    return () => clearTimeout(pause);
  }, [needsOthers, others, attempt, query]);

  const toolQuestion = parsed?.kind === 'needs-tool' ? parsed.question : undefined;
  const [tools, setTools] = useState<ToolAnswers | undefined>(undefined);

  useEffect(() => {
    if (!toolQuestion || tools) return;
    toolAnswers()
      .then((module) => setTools(module))
      .catch(() => setFailedAttempt(attempt));
  }, [toolQuestion, tools, attempt]);

  useEffect(() => {
    if (!needed) return;
    // Not cancelled when the question changes: a family's engine is worth keeping once it is here.
    familyFile(needed)
      .then((data) =>
        setReady((current) => current && { ...current, index: current.parser.withFamily(current.index, needed, data) }),
      )
      .catch(() => setFailedAttempt(attempt));
  }, [needed, attempt]);

  const waitingForTools = toolQuestion !== undefined && !tools;
  const waitingForCode = needed !== undefined || waitingForTools || needsOthers;
  const waiting = query.trim() !== '' && (!ready || waitingForCode);
  const answered = toolQuestion && tools ? tools.answerToolQuestion(toolQuestion) : parsed;
  const result = waiting && failedAttempt === attempt ? UNAVAILABLE : waitingForCode ? undefined : answered;
  // D31: an answer left on screen for a moment is a conversion made, kept among the recent ones with its page.
  useRecordRecent(result?.kind === 'answer' ? { href: result.href, line: result.line } : undefined);
  return { result, load };
}
