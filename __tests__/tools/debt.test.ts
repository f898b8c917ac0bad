import fc from 'fast-check';
import { debtContent } from '@/lib/content/debt';
import {
  HINTS,
  amortizationCsv,
  amortize,
  annuityPayment,
  balancePoints,
  centsToDecimal,
  evaluateDebt,
  formatMXN,
  paymentCount,
  ratePerPayment,
  termNote,
  PERIODS,
  type DebtForm,
  type DebtResult,
  type PeriodKey,
} from '@/lib/tools/debt';

function table(amountCents: number, annualRate: number, period: PeriodKey, termMonths: number): DebtResult {
  const outcome = amortize({ amountCents, annualRate, period, termMonths });
  if (!outcome.ok) throw new Error(`sin tabla: ${outcome.reason}`);
  return outcome.result;
}

const form = (changes: Partial<DebtForm> = {}): DebtForm => ({
  amount: '1000',
  rate: '12',
  period: 'mensual',
  term: '12',
  ...changes,
});

describe('D17: number of payments and rate per payment', () => {
  it.each<[number, PeriodKey, number]>([
    [12, 'mensual', 12],
    [12, 'semanal', 52], // round(12 × 52 / 12) = 52
    [12, 'quincenal', 24],
    [12, 'diario', 365],
    [12, 'anual', 1],
    [1, 'semanal', 4], // 52 / 12 = 4.33 → 4
    [1, 'diario', 30], // 365 / 12 = 30.42 → 30
    [1, 'anual', 1], // 1 / 12 rounds to 0, but never fewer than one payment
    [18, 'anual', 2], // 1.5 → 2
    [1200, 'diario', 36500],
  ])('%i months paid %s → %i payments', (term, period, expected) => {
    expect(paymentCount(term, period)).toBe(expected);
  });

  it('splits the annual rate evenly among the payments of a year', () => {
    expect(ratePerPayment(12, 'mensual')).toBeCloseTo(0.01, 15);
    expect(ratePerPayment(12, 'semanal')).toBeCloseTo(0.12 / 52, 15);
    expect(ratePerPayment(12, 'anual')).toBeCloseTo(0.12, 15);
  });

  it('annuity payment: 1000 at 1 % over 12 → 88.8488 (1.01^−12 = 0.887449, 10 / 0.112551)', () => {
    expect(annuityPayment(1000, 0.01, 12)).toBeCloseTo(88.848788678, 8);
  });

  it('a zero rate gives equal payments of P / n', () => {
    expect(annuityPayment(1200, 0, 12)).toBe(100);
  });
});

describe('the default loan: 1000 MXN, 12 %, 12 months, monthly', () => {
  /*
   * Worked by hand. r = 0.01, A = 88.8488 → 88.85. Each row: interest = 1 % of the balance rounded to the
   * cent, capital = 88.85 − interest. The last row pays what is left (87.96) plus its interest (0.88) = 88.84.
   */
  const expected: [number, number, number, number, number, number][] = [
    [1, 1000.0, 88.85, 10.0, 78.85, 921.15],
    [2, 921.15, 88.85, 9.21, 79.64, 841.51], // 9.2115 → 9.21
    [3, 841.51, 88.85, 8.42, 80.43, 761.08], // 8.4151 → 8.42
    [4, 761.08, 88.85, 7.61, 81.24, 679.84],
    [5, 679.84, 88.85, 6.8, 82.05, 597.79], // 6.7984 → 6.80
    [6, 597.79, 88.85, 5.98, 82.87, 514.92],
    [7, 514.92, 88.85, 5.15, 83.7, 431.22],
    [8, 431.22, 88.85, 4.31, 84.54, 346.68],
    [9, 346.68, 88.85, 3.47, 85.38, 261.3],
    [10, 261.3, 88.85, 2.61, 86.24, 175.06],
    [11, 175.06, 88.85, 1.75, 87.1, 87.96],
    [12, 87.96, 88.84, 0.88, 87.96, 0.0], // the last payment absorbs the rounding
  ];
  const result = table(100000, 12, 'mensual', 12);

  it('pays 88.85 a month, 12 payments', () => {
    expect(result.pagoPorPeriodo).toBe(8885);
    expect(result.numeroPagos).toBe(12);
    expect(result.tasaPorPeriodo).toBeCloseTo(0.01, 15);
  });

  it('has the hand-worked table, row by row, in cents', () => {
    const toCents = (pesos: number) => Math.round(pesos * 100);
    expect(result.pagos).toEqual(
      expected.map(([periodo, saldoInicial, pago, interes, capital, saldoFinal]) => ({
        periodo,
        saldoInicial: toCents(saldoInicial),
        pago: toCents(pago),
        interes: toCents(interes),
        capital: toCents(capital),
        saldoFinal: toCents(saldoFinal),
      })),
    );
  });

  it('ends at exactly 0.00; the totals are the sums of the table: 11 × 88.85 + 88.84 = 1066.19', () => {
    expect(result.pagos.at(-1)?.saldoFinal).toBe(0);
    expect(result.ultimoPago).toBe(8884);
    expect(result.totalPagar).toBe(106619);
    // 10.00 + 9.21 + 8.42 + 7.61 + 6.80 + 5.98 + 5.15 + 4.31 + 3.47 + 2.61 + 1.75 + 0.88 = 66.19
    expect(result.totalInteres).toBe(6619);
    expect(formatMXN(result.pagoPorPeriodo)).toBe('$88.85');
    expect(formatMXN(result.totalPagar)).toBe('$1066.19');
  });
});

describe('other periods and edge loans', () => {
  it('zero rate: 1200 over 12 months → twelve payments of 100.00, no interest', () => {
    const result = table(120000, 0, 'mensual', 12);
    expect(result.pagos.map((row) => row.pago)).toEqual(Array(12).fill(10000));
    expect(result.totalInteres).toBe(0);
    expect(result.totalPagar).toBe(120000);
  });

  it('zero rate that does not divide evenly: 1000 / 12 = 83.33…, the last payment is 83.37', () => {
    const result = table(100000, 0, 'mensual', 12);
    expect(result.pagoPorPeriodo).toBe(8333);
    // 11 × 83.33 = 916.63; 1000.00 − 916.63 = 83.37
    expect(result.ultimoPago).toBe(8337);
    expect(result.totalPagar).toBe(100000);
  });

  it('weekly: 52 payments of 20.43 (r = 0.12 / 52, A = 20.4298), first interest 2.31', () => {
    const result = table(100000, 12, 'semanal', 12);
    expect(result.numeroPagos).toBe(52);
    expect(result.pagos).toHaveLength(52);
    expect(result.pagoPorPeriodo).toBe(2043);
    // 1000 × 0.12 / 52 = 2.3077 → 2.31; capital 20.43 − 2.31 = 18.12
    expect(result.pagos[0]).toEqual({
      periodo: 1,
      saldoInicial: 100000,
      pago: 2043,
      interes: 231,
      capital: 1812,
      saldoFinal: 98188,
    });
    expect(result.pagos.at(-1)?.saldoFinal).toBe(0);
    // Cross-checked with an independent decimal computation of the 52 rows: 1062.37 in all, 62.37 of interest.
    expect(result.totalPagar).toBe(106237);
    expect(result.totalInteres).toBe(6237);
  });

  it('daily: 365 payments of 2.91 (A = 2.9078), first interest 0.33 (1000 × 0.12 / 365 = 0.3288)', () => {
    const result = table(100000, 12, 'diario', 12);
    expect(result.numeroPagos).toBe(365);
    expect(result.pagoPorPeriodo).toBe(291);
    expect(result.pagos[0]?.interes).toBe(33);
    expect(result.pagos.at(-1)?.saldoFinal).toBe(0);
  });

  it('a one-payment loan: 1 month, monthly → 1000 + 1 % = 1010.00', () => {
    const result = table(100000, 12, 'mensual', 1);
    expect(result.numeroPagos).toBe(1);
    expect(result.pagos).toEqual([
      { periodo: 1, saldoInicial: 100000, pago: 101000, interes: 1000, capital: 100000, saldoFinal: 0 },
    ]);
    expect(result.pagoPorPeriodo).toBe(101000);
    expect(result.totalInteres).toBe(1000);
  });

  it('a one-payment loan: 12 months, yearly → 1000 + 12 % = 1120.00', () => {
    const result = table(100000, 12, 'anual', 12);
    expect(result.pagos).toHaveLength(1);
    expect(result.totalPagar).toBe(112000);
  });

  it('the largest inputs still give a finite table ending at 0', () => {
    const result = table(100_000_000_000 * 100, 1000, 'diario', 1200);
    expect(result.pagos).toHaveLength(36500);
    expect(result.pagos.at(-1)?.saldoFinal).toBe(0);
    expect(Number.isFinite(result.totalPagar)).toBe(true);
    expect(result.pagos.every((row) => row.capital >= 0)).toBe(true);
  });

  it('property: any valid loan ends at 0.00, its rows chain, capital never negative, totals add up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10_000_000_000 }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        fc.constantFrom(...PERIODS.map((period) => period.key)),
        fc.integer({ min: 1, max: 1200 }),
        (amountCents, annualRate, period, termMonths) => {
          const outcome = amortize({ amountCents, annualRate, period, termMonths });
          if (!outcome.ok) return; // a payment under one cent: a hint, checked below
          const { pagos, totalPagar, totalInteres, numeroPagos } = outcome.result;
          // Plain checks inside the loop (thousands of rows): expect() per row would be slow.
          let balance = amountCents;
          const chained = pagos.every((row) => {
            const ok =
              row.saldoInicial === balance &&
              row.pago === row.interes + row.capital &&
              row.capital >= 0 &&
              Number.isInteger(row.interes) &&
              row.saldoFinal === row.saldoInicial - row.capital;
            balance = row.saldoFinal;
            return ok;
          });
          expect(chained).toBe(true);
          expect(pagos).toHaveLength(numeroPagos);
          expect(numeroPagos).toBeLessThanOrEqual(paymentCount(termMonths, period));
          expect(pagos.at(-1)?.saldoFinal).toBe(0);
          expect(totalPagar).toBe(amountCents + totalInteres);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('reading the form', () => {
  it('the defaults compute', () => {
    const view = evaluateDebt(form());
    expect(view.ok && view.result.pagoPorPeriodo).toBe(8885);
  });

  it("accepts a decimal comma: '1000,50' and a rate of '12,5'", () => {
    const view = evaluateDebt(form({ amount: '1000,50', rate: '12,5' }));
    expect(view.ok && view.input).toEqual({ amountCents: 100050, annualRate: 12.5, period: 'mensual', termMonths: 12 });
  });

  it.each<[Partial<DebtForm>, 'amount' | 'rate' | 'term', string]>([
    [{ amount: '' }, 'amount', HINTS.amountEmpty],
    [{ amount: 'abc' }, 'amount', HINTS.invalid],
    [{ amount: '-500' }, 'amount', HINTS.amountPositive],
    [{ amount: '0' }, 'amount', HINTS.amountPositive],
    [{ amount: '1e12' }, 'amount', HINTS.amountTooLarge],
    [{ rate: '' }, 'rate', HINTS.rateEmpty],
    [{ rate: '-1' }, 'rate', HINTS.rateNegative],
    [{ rate: '1001' }, 'rate', HINTS.rateTooLarge],
    [{ rate: '12%' }, 'rate', HINTS.invalid],
    [{ term: '' }, 'term', HINTS.termEmpty],
    [{ term: '0' }, 'term', HINTS.termTooShort],
    [{ term: '12,5' }, 'term', HINTS.termWhole],
    [{ term: '1201' }, 'term', HINTS.termTooLong],
    [{ term: '¿?' }, 'term', HINTS.invalid],
  ])('%p → a hint under the field', (changes, field, hint) => {
    const view = evaluateDebt(form(changes));
    expect(view.ok).toBe(false);
    if (!view.ok) expect(view.errors[field]).toBe(hint);
  });

  it('a zero rate is fine (no hint)', () => {
    const view = evaluateDebt(form({ amount: '1200', rate: '0' }));
    expect(view.ok && view.result.pagoPorPeriodo).toBe(10000);
  });

  it('a payment that would round to less than a cent gives a hint, not a table', () => {
    // 0.01 over 36 500 daily payments: each would be 0.0000003 cents.
    expect(evaluateDebt(form({ amount: '0,01', period: 'diario', term: '1200' }))).toEqual({
      ok: false,
      errors: {},
      problem: HINTS.centavos,
    });
  });

  it('when the rounded payment settles the loan early, the table ends there and a note says so', () => {
    // 200 at 0 % over 36 500 days: 20 000 cents / 36 500 = 0.55 → 1 cent a day, paid off after 20 000 days.
    const view = evaluateDebt(form({ amount: '200', rate: '0', period: 'diario', term: '1200' }));
    expect(view.ok).toBe(true);
    if (!view.ok) return;
    expect(view.result.pagoPorPeriodo).toBe(1);
    expect(view.result.numeroPagos).toBe(20000);
    expect(view.result.pagosPrevistos).toBe(36500);
    expect(view.result.pagos.at(-1)).toEqual({
      periodo: 20000,
      saldoInicial: 1,
      pago: 1,
      interes: 0,
      capital: 1,
      saldoFinal: 0,
    });
    expect(view.notes).toEqual([
      'Cada pago se redondea al centavo y, en tantos pagos, esas fracciones se acumulan: el préstamo queda liquidado en 20\u202f000 pagos en lugar de 36\u202f500, y el último es de $0.01.',
    ]);
  });

  it('says what the rounding did to the last payment', () => {
    const view = evaluateDebt(form());
    expect(view.ok && view.notes).toEqual([
      'El último pago es de $88.84: absorbe el redondeo a centavos para que el saldo termine exactamente en $0.00.',
    ]);
    // 1200 at 0 %: every payment is 100.00, nothing to explain.
    const even = evaluateDebt(form({ amount: '1200', rate: '0' }));
    expect(even.ok && even.notes).toEqual([]);
    // 5000 at 60 % over 240 months: 5 % a month, 1.05^240 ≈ 120 000, so each early payment's capital is about
    // 0.2 cents and rounds away; the principal then falls on the last payment (250.00 + 5000.00).
    const long = evaluateDebt(form({ amount: '5000', rate: '60', term: '240' }));
    expect(long.ok && long.result.pagoPorPeriodo).toBe(25000);
    expect(long.ok && long.notes[0]).toMatch(
      /^Cada pago se redondea al centavo .* por eso el último pago es de \$5250\.00\./,
    );
  });

  it('explains when the term does not hold a whole number of payments', () => {
    expect(termNote(12, 'semanal')).toBe('');
    expect(termNote(1, 'semanal')).toBe(
      'Un plazo de 1 mes no equivale a un número entero de pagos semanales: se calculan 4 pagos.',
    );
    expect(termNote(6, 'anual')).toBe(
      'Un plazo de 6 meses no equivale a un número entero de pagos anuales: se calcula 1 pago.',
    );
  });
});

describe('display and export', () => {
  it('formats pesos with es-MX, never -0', () => {
    expect(formatMXN(0)).toBe('$0.00');
    expect(formatMXN(-0)).toBe('$0.00');
    expect(formatMXN(123456789)).toBe('$1\u202f234\u202f567.89');
  });

  it('writes cents as plain decimals', () => {
    expect(centsToDecimal(106619)).toBe('1066.19');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(-1)).toBe('-0.01');
  });

  it('the CSV has a Spanish header and every row', () => {
    const csv = amortizationCsv(table(100000, 12, 'mensual', 12).pagos);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(13);
    expect(lines[0]).toBe('Periodo,Saldo inicial,Pago,Interés,Capital,Saldo final');
    expect(lines[1]).toBe('1,1000.00,88.85,10.00,78.85,921.15');
    expect(lines[12]).toBe('12,87.96,88.84,0.88,87.96,0.00');
  });

  it('the chart curve starts at the amount, ends at 0, and is thinned for long tables', () => {
    const short = table(100000, 12, 'mensual', 12);
    expect(balancePoints(100000, short.pagos)).toHaveLength(13);
    const long = table(100000, 12, 'diario', 1200);
    const points = balancePoints(100000, long.pagos);
    expect(points).toHaveLength(240);
    expect(points[0]).toEqual({ x: 0, y: 100000 });
    expect(points.at(-1)).toEqual({ x: 36500, y: 0 });
    expect(points.every((point, i) => i === 0 || point.x > (points[i - 1]?.x ?? 0))).toBe(true);
  });
});

describe('the page text', () => {
  it("quotes the engine's own figures", () => {
    const text = debtContent.sections.flatMap((section) => section.paragraphs).join(' ');
    expect(text).toContain(
      `${formatMXN(table(100000, 12, 'mensual', 12).totalInteres)} de intereses con pagos mensuales`,
    );
    expect(text).toContain(`${formatMXN(table(100000, 12, 'semanal', 12).totalInteres)} con pagos semanales`);
    // Effective annual rate of 12 % paid monthly: 1.01^12 − 1 = 0.126825 → 12.68 %.
    expect(text).toContain(`${((1.01 ** 12 - 1) * 100).toFixed(2)}\u00a0% efectivo`);
    const words = text.split(/\s+/).length;
    expect(words).toBeGreaterThanOrEqual(200);
  });
});
