import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { converterWording } from '@/lib/content/wording';
import { tiempo } from '@/lib/families/tiempo/units';
import { tiempoContent } from '@/lib/families/tiempo/words';
import { selectGroups } from '@/lib/units/catalogue';
import { formatValue } from '@/lib/units/engine';
import { evaluate } from '@/lib/units/evaluate';

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

// The units added by D24: 1 ns = 10⁻⁹ s; decade, century and millennium = 10, 100 and 1000 Julian years.
const added: Case[] = [
  [1, 'microsegundos', 'nanosegundos', 1000],
  [1, 'segundos', 'nanosegundos', 1e9],
  [1, 'decadas', 'años', 10],
  [1, 'siglos', 'decadas', 10],
  [1, 'milenios', 'siglos', 10],
  [1, 'decadas', 'segundos', 315576000], // 10 × 31 557 600
  [1, 'siglos', 'dias', 36525], // 100 × 365.25
  [1, 'milenios', 'dias', 365250], // 1000 × 365.25
  [1, 'siglos', 'meses', 1200], // 100 × 12
  [30, 'años', 'decadas', 3],
];

describe('tiempo', () => {
  it.each([...cases, ...added])('%p %s → %s = %p', (value, from, to, expected) => {
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

  it('writes the added units on the result line (D8, D23)', () => {
    // 100 × 365.25 = 36 525 d, grouped with a narrow no-break space; the word symbol in the singular after 1
    expect(evaluate({ valueText: '1', from: 'siglos', to: 'dias' }, tiempo).line).toBe('1 siglo → 36\u202f525 d');
    // 36 525 / 7 = 5217.857142… weeks
    expect(evaluate({ valueText: '1', from: 'siglos', to: 'semanas' }, tiempo).line).toBe('1 siglo → 5217.8571 sem');
    // 10⁻⁹ s / 3600 = 2.777… × 10⁻¹³ h
    expect(evaluate({ valueText: '1', from: 'nanosegundos', to: 'horas' }, tiempo).line).toBe(
      '1 ns → 2.77778 × 10⁻¹³ h',
    );
    expect(evaluate({ valueText: '25', from: 'años', to: 'decadas' }, tiempo).line).toBe('25 a → 2.5 décadas');
  });

  it('groups the long select into calendar units and the SI second with its fractions', () => {
    const groups = selectGroups(Object.keys(tiempo.units), tiempo);
    expect(groups.map((group) => group.group)).toEqual(['otras', 'metrico']);
    const wording = converterWording(tiempoContent);
    expect(wording.groups.otras).toBe('Calendario y reloj');
    expect(wording.groups.metrico).toBe('Segundo y fracciones (SI)');
  });

  describeRoundTrips(tiempo);
});
