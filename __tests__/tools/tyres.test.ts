/**
 * Issue 34: the tyre calculator against worked examples. Expected values are worked out by hand from the ETRTO
 * design formula (sidewall = width × aspect / 100; diameter = rim × 25.4 + 2 × sidewall), never pasted from the code.
 */
import fc from 'fast-check';
import {
  compareTyres,
  compareTyreSizes,
  parseTyreSize,
  readTyre,
  RULE_OF_THUMB_PERCENT,
  type TyreDimensions,
} from '@/lib/tools/tyres';

function tyre(text: string): TyreDimensions {
  const outcome = readTyre(text);
  if (!outcome.ok) throw new Error(`${text}: ${outcome.reason}`);
  return outcome.tyre;
}

function reasonFor(text: string): string {
  const outcome = readTyre(text);
  if (outcome.ok) throw new Error(`${text} should not be read`);
  return outcome.reason;
}

describe('205/55 R16, worked by hand', () => {
  const t = tyre('205/55 R16');

  it('reads width 205 mm, aspect 55 %, rim 16 in', () => {
    expect(t.size).toMatchObject({
      system: 'metrico',
      label: '205/55 R16',
      widthMm: 205,
      aspectRatio: 55,
      rimInches: 16,
    });
  });

  it('sidewall 205 × 0.55 = 112.75 mm; rim 16 × 25.4 = 406.4 mm; diameter 406.4 + 2 × 112.75 = 631.9 mm', () => {
    expect(t.sidewall.mm).toBeCloseTo(112.75, 10);
    expect(t.rim.mm).toBeCloseTo(406.4, 10);
    expect(t.diameter.mm).toBeCloseTo(631.9, 10);
  });

  it('in inches: 631.9 / 25.4 = 24.87795 in of diameter, 112.75 / 25.4 = 4.43898 in of sidewall, rim 16 in', () => {
    expect(t.diameter.in).toBeCloseTo(24.87795, 5);
    expect(t.sidewall.in).toBeCloseTo(4.43898, 5);
    expect(t.rim.in).toBeCloseTo(16, 12);
    expect(t.width.in).toBeCloseTo(8.07087, 5);
  });

  it('circumference π × 631.9 = 1985.172 mm; 1 000 000 / 1985.172 = 503.735 turns per km; 1 609 344 / 1985.172 = 810.682 per mile', () => {
    expect(t.circumference.mm).toBeCloseTo(1985.172, 3);
    expect(t.circumference.in).toBeCloseTo(78.1564, 4);
    expect(t.revolutionsPerKm).toBeCloseTo(503.735, 2);
    expect(t.revolutionsPerMile).toBeCloseTo(810.682, 2);
  });
});

describe('the ways people write a metric size', () => {
  it.each([
    '205/55R16',
    '205/55 R16',
    '205 55 16',
    '205/55 r16',
    '  205 / 55 R 16 ',
    '205/55 R16 91V',
    '205/55R16 91V XL',
    '205/55 ZR16',
    '205/55 VR16',
    'P205/55R16',
  ])('%s is 205/55 R16', (text) => {
    expect(tyre(text).size).toMatchObject({ widthMm: 205, aspectRatio: 55, rimInches: 16, label: '205/55 R16' });
  });

  it('P215/65R15 (P-metric): sidewall 215 × 0.65 = 139.75 mm, diameter 381 + 279.5 = 660.5 mm', () => {
    const t = tyre('P215/65R15');
    expect(t.sidewall.mm).toBeCloseTo(139.75, 10);
    expect(t.diameter.mm).toBeCloseTo(660.5, 10);
  });

  it.each(['LT265/70R17', '265/70R17 113T', '265/70 R17 121/118S', 'LT265/70R17 121/118S'])(
    '%s (the issue’s “265/70R17 en pulgadas”): 185.5 mm sidewall, 431.8 + 371 = 802.8 mm = 31.6063 in, 10.4331 in wide',
    (text) => {
      const t = tyre(text);
      expect(t.sidewall.mm).toBeCloseTo(185.5, 10);
      expect(t.diameter.mm).toBeCloseTo(802.8, 10);
      expect(t.diameter.in).toBeCloseTo(31.6063, 4);
      expect(t.width.in).toBeCloseTo(10.4331, 4);
    },
  );

  it('195/65 ZR15: 126.75 mm sidewall, 381 + 253.5 = 634.5 mm', () => {
    expect(tyre('195/65 ZR15').diameter.mm).toBeCloseTo(634.5, 10);
  });

  it('195/70 R15C 104/102R (commercial): 136.5 mm sidewall, 381 + 273 = 654 mm', () => {
    expect(tyre('195/70 R15C 104/102R').diameter.mm).toBeCloseTo(654, 10);
  });

  it('a truck rim of 22.5 in: 315/80 R22.5 → 571.5 + 504 = 1075.5 mm', () => {
    expect(tyre('315/80 R22.5').diameter.mm).toBeCloseTo(1075.5, 10);
  });
});

describe('flotation sizes (inches)', () => {
  it.each(['31x10.50R15', '31X10.50-15', '31x10.5R15', '31 x 10,50 R15', '31×10.50R15 109Q'])(
    '%s: diameter 31 in = 787.4 mm, width 10.5 in = 266.7 mm, sidewall (31 − 15) / 2 = 8 in = 203.2 mm, aspect 8 / 10.5 = 76.19 %',
    (text) => {
      const t = tyre(text);
      expect(t.size.system).toBe('flotacion');
      expect(t.size.label).toBe('31x10.50R15');
      expect(t.diameter.mm).toBeCloseTo(787.4, 10);
      expect(t.diameter.in).toBeCloseTo(31, 12);
      expect(t.width.mm).toBeCloseTo(266.7, 10);
      expect(t.sidewall.in).toBeCloseTo(8, 12);
      expect(t.sidewall.mm).toBeCloseTo(203.2, 10);
      expect(t.size.aspectRatio).toBeCloseTo(76.1905, 4);
    },
  );

  it('33x12.50R20LT: 838.2 mm, sidewall (33 − 20) / 2 = 6.5 in = 165.1 mm, width 317.5 mm, aspect 6.5 / 12.5 = 52 %', () => {
    const t = tyre('33x12.50R20LT');
    expect(t.diameter.mm).toBeCloseTo(838.2, 10);
    expect(t.sidewall.mm).toBeCloseTo(165.1, 10);
    expect(t.width.mm).toBeCloseTo(317.5, 10);
    expect(t.size.aspectRatio).toBeCloseTo(52, 10);
  });
});

describe('comparing two sizes', () => {
  it('205/55 R16 → 225/45 R17: 634.3 mm against 631.9 mm, +2.4 / 631.9 = +0.3798 %; at a real 100 km/h it shows 100 × 631.9 / 634.3 = 99.62', () => {
    const outcome = compareTyreSizes('205/55 R16', '225/45 R17');
    if (!outcome.ok) throw new Error(outcome.reason);
    const c = outcome.comparison;
    expect(c.replacement.diameter.mm).toBeCloseTo(634.3, 10);
    expect(c.diameterDifferencePercent).toBeCloseTo(0.37981, 4);
    expect(c.speedometerAtReal100).toBeCloseTo(99.62163, 4);
    expect(c.realSpeedAtShown100).toBeCloseTo(100.37981, 4);
    expect(c.ruleOfThumb.within).toBe(true);
  });

  it('205/55 R16 → 215/65 R16 (taller): 685.9 mm, +54 / 631.9 = +8.5457 %; shows 100 × 631.9 / 685.9 = 92.127 at a real 100', () => {
    const c = compareTyres(tyre('205/55 R16'), tyre('215/65 R16'));
    expect(c.diameterDifferencePercent).toBeCloseTo(8.5457, 3);
    expect(c.speedometerAtReal100).toBeCloseTo(92.1271, 3);
    expect(c.speedometerAtReal100).toBeLessThan(100);
    expect(c.ruleOfThumb).toMatchObject({ limitPercent: 3, within: false });
  });

  it('205/55 R16 → 195/55 R16 (smaller): 620.9 mm, −11 / 631.9 = −1.7408 %; shows 100 × 631.9 / 620.9 = 101.772', () => {
    const c = compareTyres(tyre('205/55 R16'), tyre('195/55 R16'));
    expect(c.diameterDifferencePercent).toBeCloseTo(-1.7408, 3);
    expect(c.speedometerAtReal100).toBeCloseTo(101.7716, 3);
    expect(c.ruleOfThumb.within).toBe(true);
  });

  it('the same size is 0 % and 100 km/h', () => {
    const c = compareTyres(tyre('205/55 R16'), tyre('205/55R16 91V'));
    expect(c.diameterDifferencePercent).toBe(0);
    expect(c.speedometerAtReal100).toBe(100);
  });

  it('says the ±3 % is a rule of thumb, not a law', () => {
    const c = compareTyres(tyre('205/55 R16'), tyre('225/45 R17'));
    expect(RULE_OF_THUMB_PERCENT).toBe(3);
    expect(c.ruleOfThumb.note).toMatch(/regla práctica/);
    expect(c.ruleOfThumb.note).toMatch(/no una norma legal/);
  });

  it('names the field that cannot be read', () => {
    expect(compareTyreSizes('205/55 R16', 'abc')).toMatchObject({ ok: false, field: 'replacement' });
    expect(compareTyreSizes('', '205/55 R16')).toMatchObject({ ok: false, field: 'original' });
  });
});

describe('bad input gives a Spanish reason, never NaN', () => {
  it.each([
    ['', /Escribe la medida/],
    ['   ', /Escribe la medida/],
    ['abc', /No reconozco esa medida/],
    ['205/55', /No reconozco esa medida/],
    ['205/55R1691V', /No reconozco esa medida/],
    ['205-55-16', /No reconozco esa medida/],
    ['205/105 R16', /no pasa de 100/],
    ['205/0 R16', /mayores que cero/],
    ['0/55 R16', /mayores que cero/],
    ['205/55 R0', /mayores que cero/],
    ['15x10.50R15', /mayor que el diámetro del rin/],
    ['31x0R15', /mayores que cero/],
  ])('%p → %p', (text, reason) => {
    expect(reasonFor(text)).toMatch(reason);
  });

  it('parseTyreSize never throws, and every size it reads gives finite dimensions', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseTyreSize(text);
        if (!parsed.ok) return typeof parsed.reason === 'string' && parsed.reason.length > 0;
        const t = tyre(text);
        return [t.diameter.mm, t.circumference.in, t.revolutionsPerKm, t.revolutionsPerMile].every(Number.isFinite);
      }),
    );
  });

  it('every well-formed metric size gives finite, positive dimensions', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 99 }),
        (width, aspect, rim) => {
          const t = tyre(`${width}/${aspect} R${rim}`);
          return t.diameter.mm > 0 && Number.isFinite(t.revolutionsPerKm) && t.revolutionsPerKm > 0;
        },
      ),
    );
  });
});
