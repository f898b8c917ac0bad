/**
 * Reading what a Spanish speaker types (D9): '1,5' and '1.5' are both 1.5, spaces around are ignored, a sign
 * and an exponent are allowed, and an integer grouped in threes as the site writes it (D8: '32 808.399', with
 * a narrow no-break space, a no-break space or a plain one) reads back. Errors are values, never exceptions.
 */

export type Parsed = { ok: true; value: number } | { ok: false; reason: 'empty' | 'invalid' | 'too-large' };

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;
/** Groups of three digits after one to three: '32 808', '1 000 000' (thin, narrow and no-break spaces too). */
const GROUPED_INTEGER = /^([+-]?\d{1,3}(?:[ \u00a0\u2009\u202f]\d{3})+)(?=$|[.,e])/i;

export function parseNumber(text: string): Parsed {
  // U+2212 is the typographic minus that phones and copied text often carry.
  const trimmed = text.trim().replace(/\u2212/g, '-');
  if (trimmed === '') return { ok: false, reason: 'empty' };
  // One decimal separator, comma or point; spaces only as the thousands groups of the integer part (D8).
  const ungrouped = trimmed.replace(GROUPED_INTEGER, (integer) => integer.replace(/[ \u00a0\u2009\u202f]/g, ''));
  const normalised = ungrouped.replace(',', '.');
  if (!NUMBER.test(normalised)) return { ok: false, reason: 'invalid' };
  const value = Number(normalised);
  if (!Number.isFinite(value)) return { ok: false, reason: 'too-large' };
  return { ok: true, value: value === 0 ? 0 : value };
}

const DMS =
  /^([+-]?)\s*(\d+(?:[.,]\d+)?)\s*[°º]\s*(?:(\d+(?:[.,]\d+)?)\s*['′]\s*)?(?:(\d+(?:[.,]\d+)?)\s*(?:["″]|'')\s*)?$/;

/** Degrees as a decimal number or as d°m′s″ ('57°17′44.81″', "10° 30'"). */
export function parseDegrees(text: string): Parsed {
  const plain = parseNumber(text);
  if (plain.ok || plain.reason === 'empty') return plain;
  const match = DMS.exec(text.trim().replace(/\u2212/g, '-'));
  if (!match) return plain;
  const [, sign, d = '0', m = '0', s = '0'] = match;
  const [deg, min, sec] = [d, m, s].map((part) => Number(part.replace(',', '.'))) as [number, number, number];
  if (min >= 60 || sec >= 60) return { ok: false, reason: 'invalid' };
  const value = deg + min / 60 + sec / 3600;
  return { ok: true, value: sign === '-' ? -value : value };
}

/** The fraction characters recipes print, as numerator and denominator. */
const VULGAR: Record<string, readonly [number, number]> = {
  '½': [1, 2],
  '⅓': [1, 3],
  '⅔': [2, 3],
  '¼': [1, 4],
  '¾': [3, 4],
  '⅛': [1, 8],
};
const KITCHEN_FRACTION = /^(?:(\d+)\s*)?(?:([½⅓⅔¼¾⅛])|(\d+)\s*\/\s*(\d+))$/;

/**
 * D29, issue 22: a kitchen amount as recipes write it: a number, or a fraction, alone or after a whole number ('½',
 * '1/3', '1 ½', '1 1/2', '2¾'). The cooking page's value field reads it; the other pages keep parseNumber.
 */
export function parseKitchenAmount(text: string): Parsed {
  const plain = parseNumber(text);
  if (plain.ok || plain.reason === 'empty') return plain;
  const match = KITCHEN_FRACTION.exec(text.trim());
  if (!match) return plain;
  const [, whole = '0', glyph, numerator, denominator] = match;
  const [top, bottom] = glyph ? (VULGAR[glyph] ?? [0, 1]) : [Number(numerator), Number(denominator)];
  if (bottom === 0) return { ok: false, reason: 'invalid' };
  return { ok: true, value: Number(whole) + top / bottom };
}
