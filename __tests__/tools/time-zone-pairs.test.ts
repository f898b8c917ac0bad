/**
 * D26, D30: the time zone converter's pair pages. The expected instants and differences are worked out by hand from
 * the rules (as in time-zones.test.ts), not read from Intl:
 * - Madrid (EU): CET UTC+1, CEST UTC+2 from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of
 *   October; in 2026, 29 March and 25 October.
 * - New York: EST UTC−5, EDT UTC−4 from 02:00 local (07:00 UTC) on the second Sunday of March to 02:00 local (06:00
 *   UTC) on the first Sunday of November; in 2026, 8 March and 1 November. Los Ángeles: PST UTC−8, PDT UTC−7, same days
 *   at 02:00 local (10:00 and 09:00 UTC).
 * - Santiago de Chile (DS 224/2022): UTC−3 in summer, UTC−4 from 24:00 on the first Saturday of April (4 April 2026,
 *   03:00 UTC on the 5th) to 24:00 on the first Saturday of September (5 September 2026, 04:00 UTC on the 6th).
 * - Ciudad de México UTC−6, Bogotá and Lima UTC−5, Caracas UTC−4, Buenos Aires UTC−3: one offset all year.
 */
import { TIME_ZONE_PAIRS } from '@/lib/content/time-zone-pairs';
import {
  TIME_ZONE_PAIR_PAGES,
  differenceSentence,
  reverseTimeZonePair,
  timeZoneCards,
  timeZonePairAt,
  timeZonePairParams,
  zoneCard,
} from '@/lib/tools/time-zone-pairs';
import {
  TIME_ZONE_PATH,
  changeLabel,
  convertTime,
  differencePeriods,
  formatTime,
  zoneTime,
  zoneYear,
  type Place,
} from '@/lib/tools/time-zones';

const MINUS = '\u2212';
const utc = (text: string) => Date.parse(`${text}Z`);
const H = 60;

const pairAt = (slug: string) => {
  const pair = timeZonePairAt(slug);
  if (!pair) throw new Error(`no pair ${slug}`);
  return pair;
};
const placeOf = (pair: ReturnType<typeof pairAt>, which: 'from' | 'to'): Place => ({
  id: pair[which].id,
  label: pair[which].name,
  timeZone: pair[which].timeZone,
});
/** The pair page's converter at a date and time of its first place: the time at the second. */
const at = (slug: string, date: string, time: string) => {
  const pair = pairAt(slug);
  const conversion = convertTime(date, time, placeOf(pair, 'from'), placeOf(pair, 'to'));
  if (!conversion) throw new Error('no conversion');
  return conversion.line;
};

describe('the list of pairs', () => {
  it('has 6 to 15 pages, each with its own address under the converter', () => {
    expect(TIME_ZONE_PAIR_PAGES.length).toBeGreaterThanOrEqual(6);
    expect(TIME_ZONE_PAIR_PAGES.length).toBeLessThanOrEqual(15);
    const paths = TIME_ZONE_PAIR_PAGES.map((pair) => pair.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const pair of TIME_ZONE_PAIR_PAGES) {
      expect(pair.path).toBe(`${TIME_ZONE_PATH}/${pair.slug}`);
      expect(pair.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-a-[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(pair.from.id).not.toBe(pair.to.id);
    }
    expect(timeZonePairParams()).toContainEqual({ par: 'madrid-a-ciudad-de-mexico' });
    expect(timeZonePairAt('madrid-a-marte')).toBeUndefined();
  });

  it('writes each page its own text, never the same words with the names swapped', () => {
    const strip = (pair: (typeof TIME_ZONE_PAIR_PAGES)[number]) =>
      pair.spec.text.join(' ').replaceAll(pair.from.name, 'X').replaceAll(pair.to.name, 'Y');
    const texts = TIME_ZONE_PAIR_PAGES.map(strip);
    expect(new Set(texts).size).toBe(texts.length);
    for (const pair of TIME_ZONE_PAIR_PAGES) {
      const words = pair.spec.text.join(' ').split(/\s+/).length;
      expect(words).toBeGreaterThanOrEqual(80);
    }
  });

  it('links a page to its reverse where the list has both', () => {
    const there = pairAt('madrid-a-ciudad-de-mexico');
    expect(reverseTimeZonePair(there)?.slug).toBe('ciudad-de-mexico-a-madrid');
    expect(reverseTimeZonePair(pairAt('lima-a-madrid'))).toBeUndefined();
  });

  it('names places of the converter only', () => {
    expect(TIME_ZONE_PAIR_PAGES).toHaveLength(TIME_ZONE_PAIRS.length);
  });
});

describe('a zone through 2026, read through Intl', () => {
  it('Madrid: UTC+1, UTC+2 from 01:00 UTC on 29 March to 01:00 UTC on 25 October', () => {
    expect(zoneYear('Europe/Madrid', 2026)).toEqual({
      year: 2026,
      standard: 1 * H,
      summer: 2 * H,
      changes: [
        { instant: utc('2026-03-29T01:00:00'), before: 1 * H, after: 2 * H },
        { instant: utc('2026-10-25T01:00:00'), before: 2 * H, after: 1 * H },
      ],
    });
  });

  it('New York: UTC−5, UTC−4 from 8 March to 1 November', () => {
    expect(zoneYear('America/New_York', 2026)?.changes).toEqual([
      { instant: utc('2026-03-08T07:00:00'), before: -5 * H, after: -4 * H },
      { instant: utc('2026-11-01T06:00:00'), before: -4 * H, after: -5 * H },
    ]);
  });

  it('Santiago: summer time (UTC−3) until the night of 4 to 5 April and again from 6 September', () => {
    const year = zoneYear('America/Santiago', 2026);
    expect(year?.standard).toBe(-4 * H);
    expect(year?.summer).toBe(-3 * H);
    expect(year?.changes).toEqual([
      { instant: utc('2026-04-05T03:00:00'), before: -3 * H, after: -4 * H },
      { instant: utc('2026-09-06T04:00:00'), before: -4 * H, after: -3 * H },
    ]);
  });

  it('the zones that keep one offset have no summer and no changes', () => {
    for (const [zone, offset] of [
      ['America/Mexico_City', -6 * H],
      ['America/Bogota', -5 * H],
      ['America/Lima', -5 * H],
      ['America/Caracas', -4 * H],
      ['America/Argentina/Buenos_Aires', -3 * H],
    ] as const)
      expect(zoneYear(zone, 2026)).toEqual({ year: 2026, standard: offset, summer: null, changes: [] });
  });

  it('says each change as the clocks show it', () => {
    const madrid = zoneYear('Europe/Madrid', 2026)?.changes ?? [];
    expect(madrid.map(changeLabel)).toEqual(['29 de marzo, 02:00 → 03:00', '25 de octubre, 03:00 → 02:00']);
    const santiago = zoneYear('America/Santiago', 2026)?.changes ?? [];
    expect(santiago.map(changeLabel)).toEqual([
      '5 de abril, 00:00 → 23:00 del 4 de abril',
      '6 de septiembre, 00:00 → 01:00',
    ]);
  });

  it('gives nothing for a zone Intl does not know', () => {
    expect(zoneYear('Mars/Olympus_Mons', 2026)).toBeNull();
    expect(differencePeriods('Europe/Madrid', 'Mars/Olympus_Mons', 2026)).toBeNull();
  });
});

describe('the difference through the year', () => {
  const summary = (from: string, to: string) =>
    (differencePeriods(from, to, 2026) ?? []).map(({ start, difference }) => [start, difference / H]);

  it('Madrid → Ciudad de México: 7 h behind, 8 h through the European summer', () => {
    expect(summary('Europe/Madrid', 'America/Mexico_City')).toEqual([
      [utc('2026-01-01T00:00:00'), -7],
      [utc('2026-03-29T01:00:00'), -8],
      [utc('2026-10-25T01:00:00'), -7],
    ]);
    const pair = pairAt('madrid-a-ciudad-de-mexico');
    expect(differenceSentence(pair, differencePeriods('Europe/Madrid', 'America/Mexico_City', 2026) ?? [], 2026)).toBe(
      'Ciudad de México va 7 h por detrás de Madrid en enero de 2026; desde el 29 de marzo, 8 h por detrás; desde el 25 de octubre, 7 h por detrás.',
    );
  });

  it('Santiago → Madrid: three values, 4, 5 and 6 h ahead, as the page’s text says', () => {
    expect(summary('America/Santiago', 'Europe/Madrid')).toEqual([
      [utc('2026-01-01T00:00:00'), 4],
      [utc('2026-03-29T01:00:00'), 5],
      [utc('2026-04-05T03:00:00'), 6],
      [utc('2026-09-06T04:00:00'), 5],
      [utc('2026-10-25T01:00:00'), 4],
    ]);
    // On Santiago's calendar, Madrid's change of 29 March falls at 22:00 on the 28th.
    const days = (differencePeriods('America/Santiago', 'Europe/Madrid', 2026) ?? []).map((period) => period.day);
    expect(days).toEqual(
      ['2026-01-01', '2026-03-28', '2026-04-05', '2026-09-06', '2026-10-24'].map((day) => utc(`${day}T00:00:00`)),
    );
  });

  it('Ciudad de México → Nueva York: 1 h ahead in winter and 2 h in summer, as the page’s text says', () => {
    expect(summary('America/Mexico_City', 'America/New_York')).toEqual([
      [utc('2026-01-01T00:00:00'), 1],
      [utc('2026-03-08T07:00:00'), 2],
      [utc('2026-11-01T06:00:00'), 1],
    ]);
  });

  it('Los Ángeles → Madrid: 9 h, and 8 h for the weeks when only one of them has changed', () => {
    expect(summary('America/Los_Angeles', 'Europe/Madrid')).toEqual([
      [utc('2026-01-01T00:00:00'), 9],
      [utc('2026-03-08T10:00:00'), 8],
      [utc('2026-03-29T01:00:00'), 9],
      [utc('2026-10-25T01:00:00'), 8],
      [utc('2026-11-01T09:00:00'), 9],
    ]);
  });

  it('pairs with a zone that never changes move only with the other (Bogotá, Lima, Caracas, Buenos Aires)', () => {
    for (const slug of ['bogota-a-madrid', 'lima-a-madrid', 'caracas-a-madrid', 'madrid-a-buenos-aires']) {
      const pair = pairAt(slug);
      const periods = differencePeriods(pair.from.timeZone, pair.to.timeZone, 2026) ?? [];
      expect(periods.map((period) => period.start)).toEqual([
        utc('2026-01-01T00:00:00'),
        utc('2026-03-29T01:00:00'),
        utc('2026-10-25T01:00:00'),
      ]);
    }
  });
});

describe('a pair page’s converter across the changes', () => {
  it('Madrid → Ciudad de México: 15:00 is 08:00 the day before Spain changes and 07:00 the day it does', () => {
    // 28 March: 15:00 UTC+1 = 14:00 UTC = 08:00 UTC−6. 29 March: 15:00 UTC+2 = 13:00 UTC = 07:00 UTC−6.
    expect(at('madrid-a-ciudad-de-mexico', '2026-03-28', '15:00')).toBe('15:00 Madrid → 08:00 Ciudad de México');
    expect(at('madrid-a-ciudad-de-mexico', '2026-03-29', '15:00')).toBe(
      '15:00 (horario de verano) Madrid → 07:00 Ciudad de México',
    );
  });

  it('Santiago → Madrid: noon is 17:00 in Madrid on Saturday 4 April and 18:00 on Sunday 5 April', () => {
    // 4 April: 12:00 UTC−3 = 15:00 UTC = 17:00 UTC+2. 5 April: 12:00 UTC−4 = 16:00 UTC = 18:00 UTC+2.
    expect(at('santiago-a-madrid', '2026-04-04', '12:00')).toBe(
      '12:00 (horario de verano) Santiago → 17:00 (horario de verano) Madrid',
    );
    expect(at('santiago-a-madrid', '2026-04-05', '12:00')).toBe('12:00 Santiago → 18:00 (horario de verano) Madrid');
  });

  it('Ciudad de México → Nueva York: noon is 13:00 before 8 March and 14:00 after', () => {
    // 7 March: 12:00 UTC−6 = 18:00 UTC = 13:00 UTC−5. 9 March: 18:00 UTC = 14:00 UTC−4.
    expect(at('ciudad-de-mexico-a-nueva-york', '2026-03-07', '12:00')).toBe(
      '12:00 Ciudad de México → 13:00 Nueva York',
    );
    expect(at('ciudad-de-mexico-a-nueva-york', '2026-03-09', '12:00')).toBe(
      '12:00 Ciudad de México → 14:00 (horario de verano) Nueva York',
    );
  });

  it('Los Ángeles → Madrid: 20:00 is 05:00 the next day, or 04:00 in the weeks between the changes', () => {
    // 2 March: 20:00 UTC−8 = 04:00 UTC on the 3rd = 05:00 UTC+1. 20 March: 20:00 UTC−7 = 03:00 UTC = 04:00 UTC+1.
    expect(at('los-angeles-a-madrid', '2026-03-02', '20:00')).toBe('20:00 Los Ángeles → 05:00 +1 día Madrid');
    expect(at('los-angeles-a-madrid', '2026-03-20', '20:00')).toBe(
      '20:00 (horario de verano) Los Ángeles → 04:00 +1 día Madrid',
    );
  });
});

describe('what the texts say about the changes, read through Intl for 2026 (D34, issue 32)', () => {
  const DAY = 86_400_000;
  const madridChanges = zoneYear('Europe/Madrid', 2026)?.changes ?? [];

  it('says the local time at which Madrid’s changes reach each American first place: the Saturday evening', () => {
    const stated: [string, string][] = [
      ['bogota-a-madrid', '20:00'],
      ['lima-a-madrid', '20:00'],
      ['caracas-a-madrid', '21:00'],
      ['santiago-a-madrid', '22:00'],
      ['los-angeles-a-madrid', '18:00'],
      ['ciudad-de-mexico-a-madrid', '19:00'],
    ];
    expect(madridChanges).toHaveLength(2);
    for (const [slug, time] of stated) {
      const pair = pairAt(slug);
      expect({ slug, says: pair.spec.text.join(' ').includes(`el sábado a las ${time}`) }).toEqual({
        slug,
        says: true,
      });
      for (const change of madridChanges) {
        const local = zoneTime(change.instant, pair.from.timeZone);
        const weekday = local && new Date(local.day).getUTCDay();
        expect({ slug, time: local && formatTime(local.minutes), weekday }).toEqual({ slug, time, weekday: 6 });
      }
    }
  });

  it('gives that local time in the answer too, and only for the other place’s changes', () => {
    const pair = pairAt('santiago-a-madrid');
    expect(differenceSentence(pair, differencePeriods('America/Santiago', 'Europe/Madrid', 2026) ?? [], 2026)).toBe(
      'Madrid va 4 h por delante de Santiago en enero de 2026; desde el 28 de marzo a las 22:00, 5 h por delante; desde el 5 de abril, 6 h por delante; desde el 6 de septiembre, 5 h por delante; desde el 24 de octubre a las 22:00, 4 h por delante.',
    );
    const bogota = pairAt('bogota-a-madrid');
    expect(differenceSentence(bogota, differencePeriods('America/Bogota', 'Europe/Madrid', 2026) ?? [], 2026)).toBe(
      'Madrid va 6 h por delante de Bogotá en enero de 2026; desde el 28 de marzo a las 20:00, 7 h por delante; desde el 24 de octubre a las 20:00, 6 h por delante.',
    );
  });

  it('Los Ángeles changes two or three weeks before Madrid in spring, and Madrid one week before it in autumn', () => {
    const la = zoneYear('America/Los_Angeles', 2026)?.changes ?? [];
    const [laSpring, laAutumn] = la;
    const [madridSpring, madridAutumn] = madridChanges;
    const days = (from?: { instant: number }, to?: { instant: number }) =>
      from && to ? Math.round((to.instant - from.instant) / DAY) : NaN;
    expect([14, 21]).toContain(days(laSpring, madridSpring));
    expect(days(madridAutumn, laAutumn)).toBe(7);
    expect(pairAt('los-angeles-a-madrid').spec.text.join(' ')).toContain(
      'en otoño es Madrid la que lo atrasa una semana antes',
    );
  });

  it('Mexico’s old summer time started one week after Spain’s, every year from 2015 to 2022', () => {
    for (let year = 2015; year <= 2022; year++) {
      const mexico = zoneYear('America/Mexico_City', year)?.changes[0];
      const spain = zoneYear('Europe/Madrid', year)?.changes[0];
      const days = mexico && spain ? Math.round((mexico.instant - spain.instant) / DAY) : NaN;
      expect({ year, days }).toEqual({ year, days: 7 });
    }
    expect(zoneYear('America/Mexico_City', 2026)?.changes).toEqual([]);
    expect(pairAt('ciudad-de-mexico-a-madrid').spec.text.join(' ')).toContain('durante una semana al año');
  });

  it('Aysén and Magallanes keep UTC−3 all year, where Intl knows their zones', () => {
    for (const zone of ['America/Punta_Arenas', 'America/Coyhaique']) {
      const year = zoneYear(zone, 2026);
      if (zone === 'America/Coyhaique' && year === null) continue; // tzdata before 2025b has no Coyhaique
      expect({ zone, year }).toEqual({ zone, year: { year: 2026, standard: -3 * H, summer: null, changes: [] } });
    }
    expect(pairAt('santiago-a-madrid').spec.text.join(' ')).toContain('Decreto Supremo 224 de 2022');
  });
});

describe('the cards', () => {
  it('state each zone’s offsets and the days it changes, read through Intl', () => {
    const [madrid, mexico, , , santiago] = timeZoneCards(2026);
    expect(madrid).toEqual({
      title: 'Madrid (España)',
      formula: 'UTC+1 en invierno · UTC+2 en verano',
      example: 'Cambios de hora en 2026: 29 de marzo, 02:00 → 03:00; 25 de octubre, 03:00 → 02:00',
    });
    expect(mexico).toEqual({
      title: 'Ciudad de México (México)',
      formula: `UTC${MINUS}6 todo el año`,
      example: 'Sin cambio de hora en 2026',
    });
    expect(santiago?.formula).toBe(`UTC${MINUS}4 en invierno · UTC${MINUS}3 en verano`);
    expect(zoneCard(pairAt('caracas-a-madrid').from, 2026).formula).toBe(`UTC${MINUS}4 todo el año`);
  });

  it('match the offsets the texts state in words', () => {
    const stated: [string, string][] = [
      ['madrid-a-ciudad-de-mexico', `UTC${MINUS}6`],
      ['madrid-a-buenos-aires', `UTC${MINUS}3`],
      ['bogota-a-madrid', `UTC${MINUS}5`],
      ['lima-a-madrid', `UTC${MINUS}5`],
      ['caracas-a-madrid', `UTC${MINUS}4`],
    ];
    for (const [slug, offset] of stated) {
      const pair = pairAt(slug);
      const fixed = [pair.from, pair.to].find((city) => zoneYear(city.timeZone, 2026)?.summer === null);
      expect(fixed && zoneCard(fixed, 2026).formula).toBe(`${offset} todo el año`);
      expect([pair.spec.intro, ...pair.spec.text].join(' ')).toContain(offset);
    }
  });
});
