/**
 * D36, issue 33: the quick box's answers to the numbers-in-words and Roman-numeral questions (tool-questions.ts),
 * with those pages' own functions. Its own chunk: a question about units never downloads it (D32).
 */
import { ROMAN_NUMERALS_PATH } from '@/lib/content/roman-numerals';
import { readNumber } from '@/lib/tools/numbers-in-words';
import { amountInWords, DOLLAR, EURO, mexicanCheque, readAmount } from '@/lib/tools/numbers-in-words/money';
import { NUMBERS_IN_WORDS_PATH } from '@/lib/tools/numbers-in-words/words';
import { wordsToNumber, writeFigures } from '@/lib/tools/numbers-in-words/words-to-number';
import { romanAnswer } from '@/lib/tools/roman-numerals/answer';
import { describeRomanAnswer, romanHint } from '@/lib/tools/roman-numerals/wording';
import type { ToolQuestion } from './tool-questions';
import type { QuickResult } from './types';

const address = (path: string, key: string, value: string) => `${path}?${new URLSearchParams({ [key]: value })}`;

function answer(
  fields: Pick<Extract<QuickResult, { kind: 'answer' }>, 'family' | 'from' | 'to' | 'line' | 'copyText' | 'href'> & {
    value: number;
    note?: string;
  },
): QuickResult {
  const { note, ...rest } = fields;
  return { kind: 'answer', ...rest, ...(note && { note }), alternatives: [] };
}

/** '1234 en letras': the number as the RAE writes it; an amount in pesos as a Mexican cheque writes it. */
function inWords(subject: string, currency: 'pesos' | 'euros' | 'dolares' | undefined): QuickResult {
  const href = address(NUMBERS_IN_WORDS_PATH, 'numero', subject);
  if (currency) {
    const amount = readAmount(subject);
    if (!amount.ok) return { kind: 'error', message: amount.message };
    const written =
      currency === 'pesos'
        ? mexicanCheque(amount.value)
        : amountInWords(amount.value, currency === 'euros' ? EURO : DOLLAR);
    const words = currency === 'pesos' ? written.upper : written.lower;
    return answer({
      family: 'numeros-a-letras',
      from: 'numero',
      to: currency,
      value: Number(subject.replace(',', '.')) || 0,
      line: `${subject} ${currency === 'dolares' ? 'dólares' : currency} → ${words}`,
      copyText: words,
      href,
      ...(currency === 'pesos' && { note: 'Formato de cheque y CFDI de México: centavos sobre 100 y M.N.' }),
    });
  }
  const read = readNumber(subject);
  if (!read.ok) return { kind: 'error', message: read.message };
  const { words, thousandsReading } = read.value;
  return answer({
    family: 'numeros-a-letras',
    from: 'numero',
    to: 'letras',
    value: Number(subject.replace(',', '.')) || 0,
    line: `${subject} → ${words}`,
    copyText: words,
    href,
    ...(thousandsReading && { note: `Entendí un decimal. Si querías decir miles: ${thousandsReading}.` }),
  });
}

/** 'mil doscientos en número': the figures of a number written in words. */
function inFigures(subject: string): QuickResult {
  const read = wordsToNumber(subject);
  if (!read.ok) return { kind: 'error', message: read.message };
  const plain = writeFigures(read.value, { grouped: false });
  return answer({
    family: 'numeros-a-letras',
    from: 'letras',
    to: 'numero',
    value: Number(plain) || 0,
    line: `${subject} → ${writeFigures(read.value)}`,
    copyText: plain,
    href: address(NUMBERS_IN_WORDS_PATH, 'numero', plain),
  });
}

/** 'XIV en números', '2026 en romano', 'siglo xxi en números', 'IIII en números' (with what the standard form is). */
function roman(subject: string): QuickResult {
  const read = romanAnswer(subject);
  if (!read.ok) return { kind: 'error', message: romanHint(read) || 'Escribe un número o un número romano.' };
  const view = describeRomanAnswer(read);
  if (!view.line) return { kind: 'error', message: view.problem?.summary ?? 'Ese número romano no tiene valor.' };
  return answer({
    family: 'numeros-romanos',
    from: read.kind === 'to-roman' ? 'numero' : 'romano',
    to: read.kind === 'to-roman' ? 'romano' : 'numero',
    value: read.kind === 'century' ? read.century : read.value,
    line: view.line,
    copyText: view.copy,
    href: address(ROMAN_NUMERALS_PATH, 'valor', subject),
    note: view.problem?.summary ?? view.notes[0],
  });
}

export function answerToolQuestion(question: ToolQuestion): QuickResult {
  switch (question.tool) {
    case 'letras':
      return inWords(question.subject, question.currency);
    case 'cifras':
      return inFigures(question.subject);
    case 'romanos':
      return roman(question.subject);
  }
}
