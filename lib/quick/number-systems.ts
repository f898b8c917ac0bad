/**
 * D27, issue 21: numbers in a base, as people write them: 'FF hexadecimal a decimal', '255 en hexa', 'ff en decimal',
 * '1010 de binario a decimal', '0xFF', 'FFh', 'octal 17'. Numbers in a base are text, not quantities, and need no unit
 * file: the number-systems page's own functions answer.
 */
import { NUMBER_SYSTEMS } from '@/lib/families/numeros/address';
import { normalise } from '@/lib/normalise';
import {
  basesLine,
  FIXED_RADIX,
  formatInBase,
  invalidInputMessage,
  parseInBase,
  type FixedBaseKey,
} from '@/lib/units/bases';
import type { QuickResult } from './types';

const BASE_WORDS: Record<string, FixedBaseKey> = {
  binario: 'binario',
  binary: 'binario',
  bin: 'binario',
  'base 2': 'binario',
  'base dos': 'binario',
  octal: 'octal',
  oct: 'octal',
  'base 8': 'octal',
  'base ocho': 'octal',
  decimal: 'decimal',
  dec: 'decimal',
  'base 10': 'decimal',
  'base diez': 'decimal',
  hexadecimal: 'hexadecimal',
  hexa: 'hexadecimal',
  hex: 'hexadecimal',
  'base 16': 'hexadecimal',
  'base dieciseis': 'hexadecimal',
};
const BASE_PREFIX: Record<string, FixedBaseKey> = { '0b': 'binario', '0o': 'octal', '0x': 'hexadecimal' };

const baseNamed = (text: string | undefined): FixedBaseKey | undefined =>
  text === undefined ? undefined : BASE_WORDS[normalise(text.trim()).replace(/^(?:en|de|el|del)\s+/, '')];

/** '0xFF', 'FFh', '-1010': sign, prefix, digits and an 'h' suffix. */
const WRITTEN = /^([+-]?)(0[box])?([0-9a-z]+?)(h?)$/i;

function answerIn(valueText: string, from: FixedBaseKey, to: FixedBaseKey): QuickResult {
  const [fromRadix, toRadix] = [FIXED_RADIX[from], FIXED_RADIX[to]];
  const parsed = parseInBase(valueText, fromRadix);
  if (!parsed.ok) return { kind: 'error', message: invalidInputMessage(fromRadix) };
  const query = new URLSearchParams({ valor: valueText, de: from, a: to });
  return {
    kind: 'answer',
    family: NUMBER_SYSTEMS.key,
    from,
    to,
    value: Number(parsed.value),
    line: basesLine(parsed.value, fromRadix, toRadix),
    copyText: formatInBase(parsed.value, toRadix),
    href: `${NUMBER_SYSTEMS.path}?${query}`,
    alternatives: [],
  };
}

/** The base a number is written in where it does not say: its prefix, an 'h' after it, or its digits. */
function impliedBase(prefix: string | undefined, digits: string, suffix: string, to: FixedBaseKey) {
  if (prefix) return BASE_PREFIX[prefix.toLowerCase()];
  if (suffix) return 'hexadecimal';
  if (/[a-f]/i.test(digits)) return 'hexadecimal';
  if (to !== 'decimal') return 'decimal';
  return /^[01]+$/.test(digits) ? 'binario' : undefined;
}

/** 'FF hexadecimal a decimal', '255 a binario', '1010 de binario a decimal', 'octal 17 a decimal'. */
export function numberSystems(sourceText: string, targetText: string): QuickResult | undefined {
  const to = baseNamed(targetText);
  if (!to) return undefined;
  const source = sourceText.trim();
  const wordFirst = /^(?:en\s+|de\s+)?([a-z]+(?:\s+\d+)?)\s+(\S+)$/i.exec(source);
  const wordLast = /^(\S+)(?:\s+(.+))?$/.exec(source);
  const [written, word] =
    wordFirst && baseNamed(wordFirst[1]) ? [wordFirst[2], wordFirst[1]] : [wordLast?.[1], wordLast?.[2]];
  const match = WRITTEN.exec(written ?? '');
  if (!match) return undefined;
  const [, sign = '', prefix, digits = '', suffix = ''] = match;
  const named = baseNamed(word);
  if (word && !named) return undefined;
  const from = named ?? impliedBase(prefix, digits, suffix, to);
  if (!from) {
    return {
      kind: 'error',
      message: `¿En qué base está ${digits}? Escribe, por ejemplo, «${digits} octal a decimal».`,
    };
  }
  if (from === to) return undefined;
  return answerIn(`${sign}${digits.toUpperCase()}`, from, to);
}

/** A number in a base alone, read into decimal: '0xFF', 'FFh', '0b1010', 'octal 17', 'hexadecimal FF'. */
export function numberAlone(text: string): QuickResult | undefined {
  const prefixed = /^([+-]?)(0[box])([0-9a-z]+)$|^([+-]?)([0-9a-f]+)h$/i.exec(text);
  if (prefixed) {
    const [, sign = '', prefix, digits, hexSign = '', hexDigits] = prefixed;
    const from = prefix ? BASE_PREFIX[prefix.toLowerCase()] : 'hexadecimal';
    if (!from || from === 'decimal') return undefined;
    return answerIn(`${sign || hexSign}${(digits ?? hexDigits ?? '').toUpperCase()}`, from, 'decimal');
  }
  const worded = /^([a-z]+(?:\s+\d+)?)\s+([+-]?[0-9a-z]+)$/i.exec(text);
  const from = baseNamed(worded?.[1]);
  if (!worded || !from || from === 'decimal') return undefined;
  return answerIn((worded[2] ?? '').toUpperCase(), from, 'decimal');
}
