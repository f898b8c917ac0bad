import { coffeeMeter, coffeePage, slipperMeter, slipperPage, type MeterData } from '@/lib/content/meters';
import { velocidad } from '@/lib/families/velocidad/units';
import {
  caffeineText,
  clampToRange,
  coffeeFigures,
  cupsText,
  heartbeatText,
  levelFor,
  levelIndex,
  minutesText,
  slipperFigures,
  speedText,
} from '@/lib/tools/meters';

describe('coffee figures (95 mg, +3 lpm, 15 min per cup)', () => {
  it.each([
    // cups, caffeine, heartbeat, nap — worked by hand: cups × 95, cups × 3, cups × 15 min
    [0, '0 mg', '0 lpm', '0 min'],
    [1, '95 mg', '+3 lpm', '15 min'],
    [2, '190 mg', '+6 lpm', '30 min'],
    [4, '380 mg', '+12 lpm', '1 h'],
    [5, '475 mg', '+15 lpm', '1 h 15 min'],
    [8, '760 mg', '+24 lpm', '2 h'],
  ])('%i cups → %s, %s, %s', (cups, caffeine, heartbeat, nap) => {
    const figures = coffeeFigures(cups);
    expect(caffeineText(figures.caffeineMg)).toBe(caffeine);
    expect(heartbeatText(figures.heartbeatIncrease)).toBe(heartbeat);
    expect(minutesText(figures.napMinutes)).toBe(nap);
  });

  it('treats nonsense as no cups, never NaN', () => {
    expect(coffeeFigures(Number.NaN)).toEqual({ caffeineMg: 0, heartbeatIncrease: 0, napMinutes: 0 });
    expect(coffeeFigures(-3)).toEqual({ caffeineMg: 0, heartbeatIncrease: 0, napMinutes: 0 });
    expect(minutesText(Number.POSITIVE_INFINITY)).toBe('0 min');
  });
});

describe('texts', () => {
  it("uses the singular 'taza' only for 1", () => {
    expect(cupsText(0)).toBe('0 tazas');
    expect(cupsText(1)).toBe('1 taza');
    expect(cupsText(2)).toBe('2 tazas');
    expect(cupsText(8)).toBe('8 tazas');
  });

  it('writes hours and minutes', () => {
    expect(minutesText(59)).toBe('59 min');
    expect(minutesText(60)).toBe('1 h');
    expect(minutesText(105)).toBe('1 h 45 min');
  });

  it('writes speeds', () => {
    expect(speedText(25)).toBe('25 km/h');
  });
});

describe('levelFor: the highest level at or below the value', () => {
  const titleAt = (value: number, meter: MeterData) => levelFor(value, meter.levels)?.title;

  it('picks the coffee level of exactly that many cups, at both ends', () => {
    expect(levelFor(0, coffeeMeter.levels)?.at).toBe(0);
    expect(levelFor(1, coffeeMeter.levels)?.at).toBe(1);
    expect(levelFor(2, coffeeMeter.levels)?.at).toBe(2);
    expect(levelFor(8, coffeeMeter.levels)?.at).toBe(8);
    expect(titleAt(2, coffeeMeter)).toBe('Persona funcional');
  });

  it('keeps the slipper on the lower level until the next boundary', () => {
    expect(levelFor(0, slipperMeter.levels)?.at).toBe(0);
    expect(levelFor(9, slipperMeter.levels)?.at).toBe(0);
    expect(levelFor(10, slipperMeter.levels)?.at).toBe(10);
    expect(levelFor(19, slipperMeter.levels)?.at).toBe(10);
    expect(levelFor(20, slipperMeter.levels)?.at).toBe(20);
    expect(levelFor(59, slipperMeter.levels)?.at).toBe(50);
    expect(levelFor(60, slipperMeter.levels)?.at).toBe(60);
  });

  it('finds nothing below the first level or for NaN', () => {
    expect(levelIndex(-1, slipperMeter.levels)).toBe(-1);
    expect(levelIndex(Number.NaN, slipperMeter.levels)).toBe(-1);
    expect(levelFor(-1, coffeeMeter.levels)).toBeUndefined();
  });

  it('picks the slipper emoji by its thresholds (0, 20, 30, 40, 50, 60)', () => {
    const emojiAt = (speed: number) => levelFor(speed, slipperMeter.emojis)?.emoji;
    expect(emojiAt(0)).toBe('🩴');
    expect(emojiAt(19)).toBe('🩴');
    expect(emojiAt(20)).toBe('👀');
    expect(emojiAt(29)).toBe('👀');
    expect(emojiAt(59)).toBe('🚀');
    expect(emojiAt(60)).toBe('☄️');
  });
});

describe('slipper figures (through the unit engine)', () => {
  it.each([
    // km/h, m/s = km/h ÷ 3.6 to 1 decimal, seconds for 5 m = 5 ÷ m/s to 1 decimal
    [20, '5.6', '0.9'], // 5.555… m/s; 0.9 s
    [36, '10', '0.5'],
    [60, '16.7', '0.3'], // 16.666… m/s; 0.3 s
    [1, '0.2778', '18'], // 0.2777… m/s, below 1: 4 significant digits (D8); 18 s
  ])('%i km/h → %s m/s, %s s for the hallway', (kmh, metresPerSecond, seconds) => {
    expect(slipperFigures(kmh, velocidad)).toEqual({ metresPerSecond, hallwaySeconds: seconds });
  });

  it('a slipper at rest never crosses the hallway', () => {
    expect(slipperFigures(0, velocidad)).toEqual({ metresPerSecond: '0', hallwaySeconds: undefined });
    expect(slipperFigures(Number.NaN, velocidad)).toEqual({ metresPerSecond: '0', hallwaySeconds: undefined });
  });
});

describe('clampToRange', () => {
  const range = { min: 0, max: 8, step: 1 };
  it.each([
    [3, 3],
    [-2, 0],
    [12, 8],
    [2.4, 2],
    [2.6, 3],
    [Number.NaN, 0],
  ])('%p → %p', (value, expected) => {
    expect(clampToRange(value, range)).toBe(expected);
  });
});

describe('the meters data (spec 001 §9)', () => {
  it('coffee: slider 0–8, default 2, nine levels at 0…8 cups', () => {
    expect(coffeeMeter).toMatchObject({ min: 0, max: 8, step: 1, initial: 2 });
    expect(coffeeMeter.levels.map((level) => level.at)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('slipper: slider 0–60, default 20, levels every 10 km/h, emoji thresholds at 0, 20 … 60', () => {
    expect(slipperMeter).toMatchObject({ min: 0, max: 60, step: 1, initial: 20 });
    expect(slipperMeter.levels.map((level) => level.at)).toEqual([0, 10, 20, 30, 40, 50, 60]);
    expect(slipperMeter.emojis.map((emoji) => emoji.at)).toEqual([0, 20, 30, 40, 50, 60]);
  });

  it.each([
    ['coffee', coffeeMeter],
    ['slipper', slipperMeter],
  ])('%s: every level has a title and a description, and titles are distinct', (_name, meter) => {
    for (const level of meter.levels) {
      expect(level.title.trim()).not.toBe('');
      expect(level.description.trim()).not.toBe('');
    }
    expect(new Set(meter.levels.map((level) => level.title)).size).toBe(meter.levels.length);
  });

  it.each([
    ['coffee', coffeePage],
    ['slipper', slipperPage],
  ])('%s page: at least 150 words of text', (_name, page) => {
    const text = [page.intro, page.notice, ...page.sections.flatMap((section) => section.paragraphs)].join(' ');
    expect(text.split(/\s+/).filter(Boolean).length).toBeGreaterThanOrEqual(150);
  });

  it('the coffee notice cites the EFSA figure and says it is not medical advice', () => {
    expect(coffeePage.notice).toMatch(/EFSA/);
    expect(coffeePage.notice).toMatch(/400 mg/);
    expect(coffeePage.notice).toMatch(/no es un consejo médico/);
  });
});
