/**
 * Issue 34: slope. Expected values worked out by hand from tan(angle) = rise / horizontal run: percent = 100 tan,
 * per mille = 1000 tan, 1:n means n = 1 / tan; atan(0.1) = 0.0996687 rad = 5.7106°, atan(1/12) = 0.0831412 rad.
 */
import {
  angleToSlope,
  convertSlope,
  type Outcome,
  parseRatio,
  slopeForms,
  slopeFromLengths,
  slopeToAngle,
  type SlopeForms,
} from '@/lib/tools/slope';

function value<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.value;
}

function reason<T>(outcome: Outcome<T>): string {
  if (outcome.ok) throw new Error('expected a reason');
  return outcome.reason;
}

describe('conversions, worked by hand', () => {
  it.each([
    // the "10 % en grados"
    [10, 'porcentaje', 'grados', 5.7105931],
    [100, 'porcentaje', 'grados', 45],
    [45, 'grados', 'porcentaje', 100],
    [30, 'grados', 'porcentaje', 57.735027],
    [60, 'grados', 'porcentaje', 173.205081],
    [8, 'porcentaje', 'por_mil', 80],
    [80, 'por_mil', 'porcentaje', 8],
    // 1:12 ramp: 100 / 12 = 8.3333 %; atan(1/12) = 0.0831412 rad = 4.763642°
    [12, 'razon', 'porcentaje', 8.3333333],
    [12, 'razon', 'grados', 4.763642],
    [12, 'razon', 'radianes', 0.0831412],
    [10, 'porcentaje', 'razon', 10],
    [25, 'porcentaje', 'razon', 4],
    [1, 'radianes', 'porcentaje', 155.740772],
    [1, 'radianes', 'grados', 57.2957795],
    [45, 'grados', 'radianes', Math.PI / 4],
    [0, 'porcentaje', 'grados', 0],
  ] as const)('%p %s → %p %s', (input, from, to, expected) => {
    expect(value(convertSlope(input, from, to))).toBeCloseTo(expected, 5);
  });

  it('a vertical wall: 90° is π/2 rad and 1:0, and 1:0 is 90°', () => {
    expect(value(convertSlope(90, 'grados', 'radianes'))).toBe(Math.PI / 2);
    expect(value(convertSlope(90, 'grados', 'razon'))).toBe(0);
    expect(value(convertSlope(0, 'razon', 'grados'))).toBe(90);
  });

  it('every unit round-trips through the angle', () => {
    const units = ['porcentaje', 'grados', 'por_mil', 'razon', 'radianes'] as const;
    for (const unit of units) {
      const start = value(convertSlope(12, 'porcentaje', unit));
      const angle = value(slopeToAngle(start, unit));
      expect(value(angleToSlope(angle, 'porcentaje'))).toBeCloseTo(12, 9);
    }
  });
});

describe('refusals said plainly', () => {
  it.each([
    ['90° in percent', convertSlope(90, 'grados', 'porcentaje'), /vertical \(90°\) no tiene pendiente en porcentaje/],
    ['90° in per mille', convertSlope(90, 'grados', 'por_mil'), /ni por mil/],
    ['1:0 in percent', convertSlope(0, 'razon', 'porcentaje'), /vertical/],
    ['91°', convertSlope(91, 'grados', 'porcentaje'), /más de 90°/],
    ['2 rad', convertSlope(2, 'radianes', 'grados'), /más de 90°/],
    ['a negative slope', convertSlope(-10, 'porcentaje', 'grados'), /sin signo/],
    ['a negative ratio', convertSlope(-12, 'razon', 'grados'), /sin signo/],
    ['flat ground as 1:n', convertSlope(0, 'porcentaje', 'razon'), /no tiene razón 1:n/],
    ['not a number', convertSlope(Number.NaN, 'grados', 'porcentaje'), /número válido/],
    ['infinity', convertSlope(Number.POSITIVE_INFINITY, 'porcentaje', 'grados'), /número válido/],
  ])('%s', (_label, outcome, message) => {
    expect(reason(outcome)).toMatch(message);
  });
});

describe('rise and run', () => {
  it('a ramp that climbs 0.5 m in 6 m: 8.3333 %, 1:12, 4.763642°', () => {
    const forms: SlopeForms = value(slopeFromLengths(0.5, 6));
    expect(forms.percent).toBeCloseTo(8.3333333, 6);
    expect(forms.perMille).toBeCloseTo(83.333333, 5);
    expect(forms.ratio).toBeCloseTo(12, 9);
    expect(forms.degrees).toBeCloseTo(4.763642, 5);
  });

  it('1 over 1 is 45° and 100 %', () => {
    const forms = value(slopeFromLengths(1, 1));
    expect(forms.degrees).toBeCloseTo(45, 12);
    expect(forms.percent).toBeCloseTo(100, 9);
  });

  it('0 over 5 is flat: 0 %, 0°, no ratio', () => {
    const forms = value(slopeFromLengths(0, 5));
    expect(forms.percent).toBe(0);
    expect(forms.degrees).toBe(0);
    expect(forms.ratio).toBeUndefined();
    expect(forms.drawing).toEqual({ rise: 0, run: 1 });
  });

  it.each([
    [1, 0, /avance horizontal debe ser mayor que 0/],
    [0, 0, /no hay pendiente que medir/],
    [-1, 5, /sin signo/],
    [1, -5, /sin signo/],
    [Number.NaN, 5, /número válido/],
  ])('%p over %p → %p', (rise, run, message) => {
    expect(reason(slopeFromLengths(rise, run))).toMatch(message);
  });
});

describe('slopeForms', () => {
  it('a vertical wall has degrees, radians and 1:0, but no percent; the drawing is a vertical line', () => {
    const forms = slopeForms(Math.PI / 2);
    expect(forms.degrees).toBe(90);
    expect(forms.ratio).toBe(0);
    expect(forms.percent).toBeUndefined();
    expect(forms.perMille).toBeUndefined();
    expect(forms.drawing).toEqual({ rise: 1, run: 0 });
  });

  it('10 %: the drawing keeps rise / run = 0.1 with the longer side 1', () => {
    const { drawing } = slopeForms(Math.atan(0.1));
    expect(drawing.run).toBeCloseTo(1, 12);
    expect(drawing.rise).toBeCloseTo(0.1, 12);
  });
});

describe('parseRatio', () => {
  it.each([
    ['1:12', 12],
    ['1/12', 12],
    [' 1 : 12 ', 12],
    ['2:25', 12.5],
    ['1,5:18', 12],
    ['12', 12],
    ['12,5', 12.5],
    ['1:0', 0],
  ])('%p → 1:%p', (text, n) => {
    expect(value(parseRatio(text))).toBeCloseTo(n, 12);
  });

  it.each([
    ['0:5', /no tiene razón 1:n/],
    ['-12', /sin signo/],
    ['empinada', /número válido/],
    ['', /número válido/],
  ])('%p → %p', (text, message) => {
    expect(reason(parseRatio(text))).toMatch(message);
  });
});
