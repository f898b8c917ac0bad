import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { formatValue } from '@/lib/units/engine';
import { tiempo } from '@/lib/units/tiempo';

// Expected values from the definitions: 1 min = 60 s, 1 h = 60 min, 1 d = 24 h, 1 week = 7 d,
// 1 year = 365.25 d (Julian year), 1 month = 1/12 year = 30.4375 d, 1 ms = 0.001 s, 1 µs = 0.001 ms.
const cases: Case[] = [
  [1, 'horas', 'minutos', 60],
  [90, 'minutos', 'horas', 1.5],
  [1, 'dias', 'horas', 24],
  [1, 'dias', 'segundos', 86400], // 24 × 3600
  [1, 'semanas', 'dias', 7],
  [1, 'semanas', 'minutos', 10080], // 7 × 24 × 60
  [1, 'años', 'dias', 365.25],
  [1, 'años', 'meses', 12],
  [1, 'meses', 'dias', 30.4375], // 365.25 / 12
  [1, 'meses', 'horas', 730.5], // 30.4375 × 24
  [1, 'años', 'semanas', 365.25 / 7], // 52.178571…
  [1, 'años', 'segundos', 31557600], // 365.25 × 86400
  [1, 'segundos', 'milisegundos', 1000],
  [1, 'milisegundos', 'microsegundos', 1000],
  [1, 'horas', 'microsegundos', 3.6e9], // 3600 × 10⁶
  [1000, 'dias', 'años', 1000 / 365.25],
];

describe('tiempo', () => {
  it.each(cases)('%p %s → %s = %p', (value, from, to, expected) => {
    expectClose(convertOrThrow(value, from, to, tiempo), expected);
  });

  it('shows the spec default 1 h → 60 min', () => {
    expect(formatValue(convertOrThrow(1, 'horas', 'minutos', tiempo), 'minutos', tiempo)).toBe('60');
  });

  it('shows a year as 52.1786 weeks (365.25 / 7) at 4 decimals', () => {
    expect(formatValue(convertOrThrow(1, 'años', 'semanas', tiempo), 'semanas', tiempo)).toBe('52.1786');
  });

  it('shows 1 µs in years in scientific form', () => {
    // 10⁻⁶ / 31 557 600 = 3.16881 × 10⁻¹⁴, below 10⁻⁶: scientific form (D8).
    expect(formatValue(convertOrThrow(1, 'microsegundos', 'años', tiempo), 'años', tiempo)).toBe('3.16881 × 10⁻¹⁴');
  });

  describeRoundTrips(tiempo);
});
