/**
 * Issue 34: pace, speed and race time. Expected values worked out by hand from the definitions: a pace of p s per
 * d m is d / p m/s; km/h = 1000/3600 m/s; the international mile is 1609.344 m; the marathon 42.195 km.
 */
import {
  convertRunning,
  finishingTime,
  formatClock,
  type Outcome,
  paceForTime,
  parseDuration,
  parsePace,
  parseRunningValue,
  RACE_DISTANCES,
} from '@/lib/tools/pace';

function value(outcome: Outcome<number>): number {
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.value;
}

function reason(outcome: Outcome<number>): string {
  if (outcome.ok) throw new Error(`expected a reason, got ${outcome.value}`);
  return outcome.reason;
}

describe('pace ↔ speed', () => {
  it('5:00 min/km → 1000 m / 300 s = 3.333 m/s = 12 km/h', () => {
    expect(value(convertRunning(300, 'min_km', 'km_h'))).toBeCloseTo(12, 12);
    expect(value(convertRunning(300, 'min_km', 'm_s'))).toBeCloseTo(3.333333, 6);
  });

  it('5:00 min/km → 300 × 1.609344 = 482.8 s per mile = 8:03 min/mi', () => {
    const perMile = value(convertRunning(300, 'min_km', 'min_mi'));
    expect(perMile).toBeCloseTo(482.8032, 9);
    expect(formatClock(perMile)).toBe('8:03');
  });

  it('5:00 min/km → 30 s per 100 m', () => {
    expect(value(convertRunning(300, 'min_km', 's_100m'))).toBeCloseTo(30, 12);
  });

  it('12 km/h → 12 000 / 1609.344 = 7.45645 mph', () => {
    expect(value(convertRunning(12, 'km_h', 'mph'))).toBeCloseTo(7.456454, 6);
  });

  it('10 km/h → 6:00 min/km; 1 m/s → 1000 s = 16:40 min/km', () => {
    expect(formatClock(value(convertRunning(10, 'km_h', 'min_km')))).toBe('6:00');
    expect(formatClock(value(convertRunning(1, 'm_s', 'min_km')))).toBe('16:40');
  });

  it('8:00 min/mi → 480 / 1.609344 = 298.258 s = 4:58 min/km', () => {
    expect(value(convertRunning(480, 'min_mi', 'min_km'))).toBeCloseTo(298.25817, 4);
    expect(formatClock(value(convertRunning(480, 'min_mi', 'min_km')))).toBe('4:58');
  });

  it('6 mph → 6 × 1609.344 / 3600 = 2.68224 m/s', () => {
    expect(value(convertRunning(6, 'mph', 'm_s'))).toBeCloseTo(2.68224, 12);
  });

  it('a round trip through every unit returns the value', () => {
    const units = ['min_km', 'min_mi', 's_100m', 'km_h', 'mph', 'm_s'] as const;
    for (const from of units) {
      for (const to of units) {
        const start = value(convertRunning(300, 'min_km', from));
        const there = value(convertRunning(start, from, to));
        expect(value(convertRunning(there, to, from))).toBeCloseTo(start, 9);
      }
    }
  });
});

describe('reading a pace as people type it', () => {
  it.each([
    ['5:30', 330],
    ['5\'30"', 330],
    ["5'30''", 330],
    ['5’30”', 330],
    ['5′30″', 330],
    ['5:30 min/km', 330],
    ['5:30/km', 330],
    ['5.5', 330],
    ['5,5', 330],
    ['5.5 min', 330],
    ['0:04:30', 270],
    ['1:02:03', 3723],
    ['12:05.4', 725.4],
  ])('%p min/km is %p s', (text, seconds) => {
    expect(value(parsePace(text, 'min_km'))).toBeCloseTo(seconds, 9);
  });

  it('a bare number is seconds per 100 m, as swimmers say it; m:ss still reads', () => {
    expect(value(parsePace('95', 's_100m'))).toBe(95);
    expect(value(parsePace('1:35', 's_100m'))).toBe(95);
    expect(value(parsePace('1:35 /100 m', 's_100m'))).toBe(95);
  });

  it('a speed is a plain number, with a comma or a point (D9)', () => {
    expect(value(parseRunningValue('12,5', 'km_h'))).toBe(12.5);
    expect(value(parseRunningValue('5:30', 'min_mi'))).toBe(330);
    expect(reason(parseRunningValue('doce', 'km_h'))).toMatch(/número válido/);
  });

  it.each([
    ['5:70', /van de 0 a 59/],
    ['1:75:00', /van de 0 a 59/],
    ['5\'75"', /van de 0 a 59/],
    ['5:3', /Escribe el ritmo como 5:30/],
    ['rápido', /Escribe el ritmo como 5:30/],
    ['', /número válido/],
    ['-5:30', /mayores que 0/],
  ])('%p → %p', (text, message) => {
    expect(reason(parsePace(text, 'min_km'))).toMatch(message);
  });
});

describe('formatClock: rounded first, then split (never 5:60)', () => {
  it.each([
    [359.6, '6:00'],
    [359.4, '5:59'],
    [359.5, '6:00'],
    [0, '0:00'],
    [65, '1:05'],
    [3599.5, '1:00:00'],
    [3723, '1:02:03'],
    // 42.195 × 300 = 12 658.5 s, exactly half a second: half away from zero (D8) → 3:30:59.
    [12658.5, '3:30:59'],
  ])('%p s → %p', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });

  it('with tenths: 12 658.5 s → 3:30:58.5; 59.96 s → 1:00.0', () => {
    expect(formatClock(12658.5, { tenths: true })).toBe('3:30:58.5');
    expect(formatClock(59.96, { tenths: true })).toBe('1:00.0');
  });

  it('writes nothing for what is not a time', () => {
    expect(formatClock(-1)).toBe('');
    expect(formatClock(Number.NaN)).toBe('');
    expect(formatClock(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('race time', () => {
  it('the standard distances: 5 km, 10 km, half marathon 21.0975 km, marathon 42.195 km (World Athletics)', () => {
    expect(RACE_DISTANCES.map((distance) => distance.metres)).toEqual([5000, 10000, 21097.5, 42195]);
  });

  it('42.195 km at 5:00 min/km: 42.195 × 300 = 12 658.5 s = 210.975 min = 3 h 30 min 58.5 s', () => {
    const seconds = value(finishingTime(300, 'min_km', 42.195, 'km'));
    expect(seconds).toBeCloseTo(12658.5, 9);
    expect(seconds / 60).toBeCloseTo(210.975, 9);
    expect(value(finishingTime(12, 'km_h', 42195, 'm'))).toBeCloseTo(12658.5, 9);
  });

  it('10 km at 4:30 min/km: 2700 s = 45:00', () => {
    expect(formatClock(value(finishingTime(270, 'min_km', 10, 'km')))).toBe('45:00');
  });

  it('half marathon at 5:30 min/km: 21.0975 × 330 = 6962.175 s = 1:56:02', () => {
    const seconds = value(finishingTime(330, 'min_km', 21.0975, 'km'));
    expect(seconds).toBeCloseTo(6962.175, 9);
    expect(formatClock(seconds)).toBe('1:56:02');
  });

  it('5 km at 8:00 min/mi: 5000 × 480 / 1609.344 = 1491.29 s = 24:51', () => {
    expect(formatClock(value(finishingTime(480, 'min_mi', 5, 'km')))).toBe('24:51');
  });

  it('1 mi at 5:00 min/km: 1.609344 × 300 = 482.8 s', () => {
    expect(value(finishingTime(300, 'min_km', 1, 'mi'))).toBeCloseTo(482.8032, 9);
  });

  it('a 3:30:00 marathon: 12 600 / 42.195 = 298.61 s/km = 4:59 min/km; × 1.609344 = 480.57 s = 8:01 min/mi; 12.0557 km/h', () => {
    const perKm = value(paceForTime(12600, 42.195, 'km', 'min_km'));
    expect(perKm).toBeCloseTo(298.6136, 4);
    expect(formatClock(perKm)).toBe('4:59');
    expect(formatClock(value(paceForTime(12600, 42.195, 'km', 'min_mi')))).toBe('8:01');
    expect(value(paceForTime(12600, 42.195, 'km', 'km_h'))).toBeCloseTo(12.055714, 6);
  });

  it('a 45:00 10 km: 270 s/km = 4:30', () => {
    expect(formatClock(value(paceForTime(2700, 10, 'km', 'min_km')))).toBe('4:30');
  });

  it('reads a target time: 3:30:00, 45:00, 45 (minutes)', () => {
    expect(value(parseDuration('3:30:00'))).toBe(12600);
    expect(value(parseDuration('45:00'))).toBe(2700);
    expect(value(parseDuration('45'))).toBe(2700);
    expect(reason(parseDuration('0:00'))).toMatch(/mayor que 0/);
    expect(reason(parseDuration('pronto'))).toMatch(/Escribe el tiempo como 3:30:00/);
  });
});

describe('negative, zero and absurd input gives a clear message, never NaN', () => {
  it.each([
    ['a zero pace', convertRunning(0, 'min_km', 'km_h'), /mayores que 0/],
    ['a negative pace', convertRunning(-300, 'min_km', 'km_h'), /mayores que 0/],
    ['a zero speed', convertRunning(0, 'km_h', 'min_km'), /mayores que 0/],
    ['a pace that is not a number', convertRunning(Number.NaN, 'min_km', 'km_h'), /número válido/],
    ['1:00 min/km (60 km/h)', convertRunning(60, 'min_km', 'km_h'), /más rápido que 45 km\/h/],
    ['50 km/h', convertRunning(50, 'km_h', 'min_km'), /más rápido que 45 km\/h/],
    ['0.1 km/h', convertRunning(0.1, 'km_h', 'min_km'), /más lento que 0.5 km\/h/],
    ['a zero distance', finishingTime(300, 'min_km', 0, 'km'), /distancia debe ser mayor que 0/],
    ['a negative distance', finishingTime(300, 'min_km', -5, 'km'), /distancia debe ser mayor que 0/],
    ['20 000 km', finishingTime(300, 'min_km', 20000, 'km'), /pasa de 10 000 km/],
    ['a zero target time', paceForTime(0, 10, 'km', 'min_km'), /tiempo objetivo debe ser mayor que 0/],
    ['a marathon in 10 minutes', paceForTime(600, 42.195, 'km', 'min_km'), /más rápido que 45 km\/h/],
  ])('%s', (_label, outcome, message) => {
    expect(reason(outcome)).toMatch(message);
  });
});
