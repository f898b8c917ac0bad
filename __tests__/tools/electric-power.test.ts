/**
 * Issue 34: watts, amperes, volts and kVA. Expected values are worked out by hand from P = V·I (DC), P = V·I·FP and
 * S = V·I (single-phase), P = √3·V·I·FP and S = √3·V·I (three-phase, V between phases); √3 = 1.7320508.
 */
import {
  amperesFromKilovoltAmperes,
  amperesFromWatts,
  type Circuit,
  type ElectricOutcome,
  type ElectricResult,
  wattsFromAmperes,
} from '@/lib/tools/electric-power';

function result(outcome: ElectricOutcome): ElectricResult {
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.result;
}

function reason(outcome: ElectricOutcome): string {
  if (outcome.ok) throw new Error('expected a reason');
  return outcome.reason;
}

const single = (volts: number, powerFactor = 1): Circuit => ({ kind: 'monofasica', volts, powerFactor });
const three = (volts: number, powerFactor = 1): Circuit => ({ kind: 'trifasica', volts, powerFactor });
const direct = (volts: number): Circuit => ({ kind: 'continua', volts, powerFactor: 1 });

describe('amperes from watts', () => {
  it('1000 W at 230 V, single-phase, FP 1: 1000 / 230 = 4.3478 A; S = 1000 VA', () => {
    const r = result(amperesFromWatts(1000, single(230)));
    expect(r.amperes).toBeCloseTo(4.347826, 6);
    expect(r.voltAmperes).toBeCloseTo(1000, 9);
    expect(r.kilowatts).toBeCloseTo(1, 12);
  });

  it('the issue’s “1000 W a 220 V”: 1000 / 220 = 4.5455 A', () => {
    expect(result(amperesFromWatts(1000, single(220))).amperes).toBeCloseTo(4.545455, 6);
  });

  it('2000 W at 120 V, FP 0.9: 2000 / (120 × 0.9) = 18.5185 A; S = 2000 / 0.9 = 2222.22 VA', () => {
    const r = result(amperesFromWatts(2000, single(120, 0.9)));
    expect(r.amperes).toBeCloseTo(18.518519, 6);
    expect(r.voltAmperes).toBeCloseTo(2222.2222, 4);
    expect(r.powerFactor).toBe(0.9);
  });

  it('60 W at 12 V direct current: 60 / 12 = 5 A, and S = P', () => {
    const r = result(amperesFromWatts(60, direct(12)));
    expect(r.amperes).toBeCloseTo(5, 12);
    expect(r.voltAmperes).toBeCloseTo(60, 12);
    expect(r.powerFactor).toBe(1);
  });

  it('direct current ignores a power factor left in the hidden field', () => {
    const r = result(amperesFromWatts(60, { kind: 'continua', volts: 12, powerFactor: 0.5 }));
    expect(r.amperes).toBeCloseTo(5, 12);
    expect(result(amperesFromWatts(60, { kind: 'continua', volts: 12, powerFactor: 7 })).powerFactor).toBe(1);
  });

  it('10 kW at 400 V three-phase, FP 0.85: 10000 / (1.7320508 × 400 × 0.85) = 10000 / 588.8973 = 16.9809 A; S = 10000 / 0.85 = 11 764.7 VA', () => {
    const r = result(amperesFromWatts(10000, three(400, 0.85)));
    expect(r.amperes).toBeCloseTo(16.98089, 4);
    expect(r.voltAmperes).toBeCloseTo(11764.706, 2);
    expect(r.kilovoltAmperes).toBeCloseTo(11.764706, 5);
  });

  it('0 W is 0 A', () => {
    expect(result(amperesFromWatts(0, single(230))).amperes).toBe(0);
  });
});

describe('watts from amperes', () => {
  it('10 A at 230 V single-phase, FP 0.8: P = 230 × 10 × 0.8 = 1840 W, S = 2300 VA', () => {
    const r = result(wattsFromAmperes(10, single(230, 0.8)));
    expect(r.watts).toBeCloseTo(1840, 9);
    expect(r.kilowatts).toBeCloseTo(1.84, 12);
    expect(r.voltAmperes).toBeCloseTo(2300, 9);
    expect(r.kilovoltAmperes).toBeCloseTo(2.3, 12);
  });

  it('16 A at 400 V three-phase, FP 1: √3 × 400 × 16 = 692.82032 × 16 = 11 085.125 W', () => {
    expect(result(wattsFromAmperes(16, three(400))).watts).toBeCloseTo(11085.125, 2);
  });

  it('5 A at 24 V direct current: 120 W', () => {
    expect(result(wattsFromAmperes(5, direct(24))).watts).toBeCloseTo(120, 12);
  });
});

describe('amperes from kVA', () => {
  it('10 kVA at 230 V single-phase: 10000 / 230 = 43.478 A; with FP 0.8 the watts are 8000', () => {
    const r = result(amperesFromKilovoltAmperes(10, single(230, 0.8)));
    expect(r.amperes).toBeCloseTo(43.478261, 5);
    expect(r.watts).toBeCloseTo(8000, 8);
  });

  it('10 kVA at 400 V three-phase: 10000 / (1.7320508 × 400) = 10000 / 692.82032 = 14.4338 A', () => {
    expect(result(amperesFromKilovoltAmperes(10, three(400))).amperes).toBeCloseTo(14.43376, 4);
  });
});

describe('bad input gives a clear message, never NaN', () => {
  it.each([
    ['a power factor above 1', amperesFromWatts(1000, single(230, 1.2)), /no puede ser mayor que 1/],
    ['a power factor of 0', amperesFromWatts(1000, single(230, 0)), /mayor que 0 y como mucho 1/],
    ['a negative power factor', wattsFromAmperes(10, three(400, -0.5)), /mayor que 0 y como mucho 1/],
    ['zero volts', amperesFromWatts(1000, single(0)), /mayor que 0 V/],
    ['negative volts', amperesFromWatts(1000, three(-400)), /mayor que 0 V/],
    ['zero volts in direct current', amperesFromWatts(60, direct(0)), /mayor que 0 V/],
    ['negative watts', amperesFromWatts(-5, single(230)), /potencia no puede ser negativa/],
    ['negative amperes', wattsFromAmperes(-1, single(230)), /corriente no puede ser negativa/],
    ['negative kVA', amperesFromKilovoltAmperes(-1, single(230)), /potencia no puede ser negativa/],
    ['a power that is not a number', amperesFromWatts(Number.NaN, single(230)), /número válido/],
    ['volts that are not a number', wattsFromAmperes(1, single(Number.NaN)), /número válido/],
    ['an infinite power factor', wattsFromAmperes(1, single(230, Number.POSITIVE_INFINITY)), /número válido/],
  ])('%s', (_label, outcome, message) => {
    expect(reason(outcome)).toMatch(message);
  });
});
