/**
 * Debt and interest calculator (spec 001 §3 'Debt result', §5, §9; D17). Pure: no React, errors are values.
 *
 * - The period sets how often payments fall; the term stays in months (D17).
 * - n = round(term × perYear / 12), at least 1; rate per payment r = annual / 100 / perYear (D17).
 * - French (annuity) system: a constant payment A = P·r / (1 − (1 + r)^−n); a zero rate gives A = P / n.
 * - Everything is kept in whole cents so the table adds up: A is rounded to the cent, each row's interest is
 *   rounded to the cent (half up), capital = payment − interest, and the LAST PAYMENT ABSORBS THE ROUNDING:
 *   it pays the remaining balance plus its interest, so the final balance is exactly 0.00. The totals are the
 *   sums of the table's columns, never a separate formula.
 * - Rounding the payment to the cent can, for small amounts over many payments, settle the loan a payment or
 *   more early (the cent is coarse next to a payment of a few pesos); the table then simply ends there and the
 *   page says so. A payment that would round to less than one cent is refused with a hint.
 */
import { countOf, formatCount } from '@/lib/text';
import { formatNumber } from '@/lib/units/format';
import { parseNumber } from '@/lib/units/parse';

export const PERIODS = [
  { key: 'diario', label: 'Diario', perYear: 365, payment: 'Pago diario', plural: 'diarios' },
  { key: 'semanal', label: 'Semanal', perYear: 52, payment: 'Pago semanal', plural: 'semanales' },
  { key: 'quincenal', label: 'Quincenal', perYear: 24, payment: 'Pago quincenal', plural: 'quincenales' },
  { key: 'mensual', label: 'Mensual', perYear: 12, payment: 'Pago mensual', plural: 'mensuales' },
  { key: 'anual', label: 'Anual', perYear: 1, payment: 'Pago anual', plural: 'anuales' },
] as const;

export type PeriodKey = (typeof PERIODS)[number]['key'];
export type Period = (typeof PERIODS)[number];

export const isPeriodKey = (value: string): value is PeriodKey => PERIODS.some((period) => period.key === value);

export function periodFor(key: PeriodKey): Period {
  return PERIODS.find((period) => period.key === key) ?? PERIODS[3];
}

/** Bounds that keep the table meaningful and the page light (at most 1200 × 365 / 12 = 36 500 rows). */
export const LIMITS = {
  maxAmount: 100_000_000_000,
  maxRate: 1000,
  maxTermMonths: 1200,
} as const;

/** One row of the amortization table. Money in cents (integers). */
export interface Pago {
  periodo: number;
  saldoInicial: number;
  pago: number;
  interes: number;
  capital: number;
  saldoFinal: number;
}

/** Spec 001 §3's debt result; D17 turns its 'pagoMensual' into the payment of the chosen period. Cents. */
export interface DebtResult {
  periodo: PeriodKey;
  /** The regular payment (every row but possibly the last). */
  pagoPorPeriodo: number;
  /** The last payment, which absorbs the rounding to cents. */
  ultimoPago: number;
  totalPagar: number;
  totalInteres: number;
  /** Rows of the table: D17's n, or fewer when the rounded payment settles the loan early. */
  numeroPagos: number;
  /** D17's n = round(term × perYear / 12). */
  pagosPrevistos: number;
  /** r, as a fraction (0.01 for 12 % a year paid monthly). */
  tasaPorPeriodo: number;
  pagos: Pago[];
}

export interface DebtInput {
  amountCents: number;
  /** Percent a year: 12 means 12 %. */
  annualRate: number;
  period: PeriodKey;
  termMonths: number;
}

/** D17: round(term × perYear / 12), never fewer than one payment. */
export function paymentCount(termMonths: number, period: PeriodKey): number {
  return Math.max(1, Math.round((termMonths * periodFor(period).perYear) / 12));
}

/** D17: the nominal annual rate split evenly among the payments of a year. */
export function ratePerPayment(annualRate: number, period: PeriodKey): number {
  return annualRate / 100 / periodFor(period).perYear;
}

/** The exact annuity payment (not rounded). A zero rate shares the principal equally (D17). */
export function annuityPayment(principal: number, rate: number, count: number): number {
  if (rate === 0) return principal / count;
  // 1 − (1 + r)^−n written with expm1/log1p, which stay accurate for tiny daily rates over long terms.
  return (principal * rate) / -Math.expm1(-count * Math.log1p(rate));
}

/**
 * The rate is held in millionths of a percentage point, so each row's interest is an exact integer division
 * (BigInt) rounded half up: balance × rate / (100 × perYear) with no binary floating-point ties going astray.
 */
const RATE_SCALE = 1_000_000n;

function interestCents(balance: number, rateMicros: bigint, perYear: number): number {
  const numerator = BigInt(balance) * rateMicros;
  const denominator = RATE_SCALE * 100n * BigInt(perYear);
  return Number((2n * numerator + denominator) / (2n * denominator));
}

export type AmortizeOutcome =
  | { ok: true; result: DebtResult }
  /** Each payment would round to less than one cent. */
  | { ok: false; reason: 'centavos' };

export function amortize({ amountCents, annualRate, period, termMonths }: DebtInput): AmortizeOutcome {
  const { perYear } = periodFor(period);
  const count = paymentCount(termMonths, period);
  const rateMicros = BigInt(Math.round(annualRate * 1_000_000));
  const rate = Number(rateMicros) / 1e8 / perYear;
  // Never less than the first row's interest: with capital ≥ 0 on row 1 the balance can only go down, and
  // every later row's interest (on a smaller balance) stays within the payment too.
  const regular = Math.max(
    Math.round(annuityPayment(amountCents, rate, count)),
    interestCents(amountCents, rateMicros, perYear),
  );
  if (count > 1 && regular < 1) return { ok: false, reason: 'centavos' };

  const pagos: Pago[] = [];
  let balance = amountCents;
  for (let periodo = 1; periodo <= count; periodo += 1) {
    const interes = interestCents(balance, rateMicros, perYear);
    // The last payment absorbs the rounding: it settles the whole remaining balance, so saldoFinal is 0. It is
    // the n-th payment, or an earlier one when the regular payment already covers what is left.
    const last = periodo === count || regular - interes >= balance;
    const capital = last ? balance : regular - interes;
    const saldoFinal = balance - capital;
    pagos.push({ periodo, saldoInicial: balance, pago: interes + capital, interes, capital, saldoFinal });
    balance -= capital;
    if (last) break;
  }

  const first = pagos[0] as Pago;
  const final = pagos[pagos.length - 1] as Pago;
  return {
    ok: true,
    result: {
      periodo: period,
      pagoPorPeriodo: first.pago,
      ultimoPago: final.pago,
      totalPagar: pagos.reduce((sum, row) => sum + row.pago, 0),
      totalInteres: pagos.reduce((sum, row) => sum + row.interes, 0),
      numeroPagos: pagos.length,
      pagosPrevistos: count,
      tasaPorPeriodo: rate,
      pagos,
    },
  };
}

/* ---------- The form: what the visitor typed, read into an input or into hints ---------- */

export interface DebtForm {
  amount: string;
  rate: string;
  period: PeriodKey;
  term: string;
}

/** Spec 001 §9: 1000 pesos at 12 % a year over 12 months, paid monthly. */
export const DEFAULT_FORM: DebtForm = { amount: '1000', rate: '12', period: 'mensual', term: '12' };

export const HINTS = {
  invalid: 'Introduce un número válido, por ejemplo 1500 o 12,5',
  amountEmpty: 'Escribe el monto del préstamo',
  amountPositive: 'El monto debe ser mayor que cero',
  amountTooLarge: 'El monto no puede superar 100\u202f000 millones de pesos',
  rateEmpty: 'Escribe la tasa de interés anual (0 si no hay intereses)',
  rateNegative: 'La tasa no puede ser negativa',
  rateTooLarge: 'La tasa anual no puede superar 1000\u00a0%',
  termEmpty: 'Escribe el plazo en meses',
  termTooShort: 'El plazo debe ser de al menos 1 mes',
  termWhole: 'El plazo debe ser un número entero de meses',
  termTooLong: 'El plazo no puede superar 1200 meses (100 años)',
  centavos: 'Con este monto y tantos pagos, cada pago sería menor de un centavo: aumenta el monto o acorta el plazo.',
} as const;

export type DebtField = 'amount' | 'rate' | 'term';

export type DebtEvaluation =
  | { ok: true; input: DebtInput; result: DebtResult; notes: string[] }
  | { ok: false; errors: Partial<Record<DebtField, string>>; problem: string };

/** The hint for text that is not a number: empty, not numeric, or too large to be finite. */
function unparsedHint(reason: 'empty' | 'invalid' | 'too-large', empty: string, tooLarge: string): string {
  if (reason === 'empty') return empty;
  return reason === 'too-large' ? tooLarge : HINTS.invalid;
}

function readAmount(text: string): number | string {
  const parsed = parseNumber(text);
  if (!parsed.ok) return unparsedHint(parsed.reason, HINTS.amountEmpty, HINTS.amountTooLarge);
  if (parsed.value > LIMITS.maxAmount) return HINTS.amountTooLarge;
  const cents = Math.round(parsed.value * 100);
  return cents >= 1 ? cents : HINTS.amountPositive;
}

function readRate(text: string): number | string {
  const parsed = parseNumber(text);
  if (!parsed.ok) return unparsedHint(parsed.reason, HINTS.rateEmpty, HINTS.rateTooLarge);
  if (parsed.value < 0) return HINTS.rateNegative;
  if (parsed.value > LIMITS.maxRate) return HINTS.rateTooLarge;
  return parsed.value;
}

function readTerm(text: string): number | string {
  const parsed = parseNumber(text);
  if (!parsed.ok) return unparsedHint(parsed.reason, HINTS.termEmpty, HINTS.termTooLong);
  if (parsed.value < 1) return HINTS.termTooShort;
  if (parsed.value > LIMITS.maxTermMonths) return HINTS.termTooLong;
  if (!Number.isInteger(parsed.value)) return HINTS.termWhole;
  return parsed.value;
}

/** When the term does not hold a whole number of payments, say how it was rounded (D17). */
export function termNote(termMonths: number, period: PeriodKey): string {
  const { perYear, plural: adjective } = periodFor(period);
  const exact = (termMonths * perYear) / 12;
  if (Number.isInteger(exact)) return '';
  const count = paymentCount(termMonths, period);
  const calculated = count === 1 ? 'se calcula 1 pago' : `se calculan ${count} pagos`;
  const term = countOf(termMonths, 'mes', 'meses');
  return `Un plazo de ${term} no equivale a un número entero de pagos ${adjective}: ${calculated}.`;
}

/** Reads the form; returns the table, or the hints to show under each field. Never NaN, never throws. */
export function evaluateDebt(form: DebtForm): DebtEvaluation {
  const amount = readAmount(form.amount);
  const rate = readRate(form.rate);
  const term = readTerm(form.term);
  if (typeof amount === 'string' || typeof rate === 'string' || typeof term === 'string') {
    const errors: Partial<Record<DebtField, string>> = {};
    if (typeof amount === 'string') errors.amount = amount;
    if (typeof rate === 'string') errors.rate = rate;
    if (typeof term === 'string') errors.term = term;
    return { ok: false, errors, problem: '' };
  }
  const input: DebtInput = { amountCents: amount, annualRate: rate, period: form.period, termMonths: term };
  const outcome = amortize(input);
  if (!outcome.ok) return { ok: false, errors: {}, problem: HINTS.centavos };
  const notes = [termNote(term, form.period), roundingNote(outcome.result)].filter(Boolean);
  return { ok: true, input, result: outcome.result, notes };
}

/**
 * What the rounding to cents did to the end of the table. Usually the last payment differs by a few cents; with
 * many small payments (or a long term at a high rate) the fractions of a cent add up, with their interest, to
 * more than a payment: the loan then ends early, or the last payment is much larger. Either way, say why.
 */
export function roundingNote({ numeroPagos, pagosPrevistos, pagoPorPeriodo, ultimoPago }: DebtResult): string {
  const last = formatMXN(ultimoPago);
  if (numeroPagos < pagosPrevistos) {
    return (
      'Cada pago se redondea al centavo y, en tantos pagos, esas fracciones se acumulan: el préstamo queda ' +
      `liquidado en ${formatCount(numeroPagos)} pagos en lugar de ${formatCount(pagosPrevistos)}, y el último es de ${last}.`
    );
  }
  if (numeroPagos === 1 || ultimoPago === pagoPorPeriodo) return '';
  if (ultimoPago > 2 * pagoPorPeriodo) {
    return (
      'Cada pago se redondea al centavo y, en tantos pagos, esas fracciones se acumulan con sus intereses: por eso ' +
      `el último pago es de ${last}. Con un plazo más corto o un monto mayor, el reparto es más parejo.`
    );
  }
  return `El último pago es de ${last}: absorbe el redondeo a centavos para que el saldo termine exactamente en ${formatMXN(0)}.`;
}

/* ---------- Display and export ---------- */

/**
 * Cents as Mexican pesos (D17), with two decimals and D8's grouping: 106619 → '$1066.19', 123456789 →
 * '$1 234 567.89'. Not Intl's '$1,066.19': with the decimal comma (D31) that comma would read as a decimal one,
 * while the narrow no-break space reads right with either separator.
 */
export function formatMXN(cents: number): string {
  const amount = cents / 100 || 0;
  const sign = amount < 0 ? '-' : '';
  return `${sign}$${formatNumber(Math.abs(amount), 2, { money: true })}`;
}

/** Cents as a plain decimal with a point and no grouping, for the CSV: 106619 → '1066.19'. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export const TABLE_HEADERS = ['Periodo', 'Saldo inicial', 'Pago', 'Interés', 'Capital', 'Saldo final'] as const;

/**
 * The whole table as CSV: a Spanish header row, comma-separated, decimal point (as Mexico writes numbers), CRLF
 * line ends (RFC 4180). The UTF-8 byte order mark is added by the caller when it builds the file, so Excel reads
 * 'Interés' correctly.
 */
export function amortizationCsv(pagos: readonly Pago[]): string {
  const lines = [TABLE_HEADERS.join(',')];
  for (const row of pagos) {
    const money = [row.saldoInicial, row.pago, row.interes, row.capital, row.saldoFinal].map(centsToDecimal);
    lines.push([row.periodo, ...money].join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

export const CSV_FILE_NAME = 'amortizacion.csv';

/**
 * The balance curve for the chart: the starting balance at payment 0, then the balance after each payment,
 * thinned to at most `max` points (the first and last always kept), so a 36 500-payment table stays a light path.
 */
export function balancePoints(amountCents: number, pagos: readonly Pago[], max = 240): { x: number; y: number }[] {
  const all = [{ x: 0, y: amountCents }, ...pagos.map((row) => ({ x: row.periodo, y: row.saldoFinal }))];
  if (all.length <= max) return all;
  const step = (all.length - 1) / (max - 1);
  const points: { x: number; y: number }[] = [];
  for (let i = 0; i < max; i += 1) points.push(all[Math.round(i * step)] as { x: number; y: number });
  return points;
}
