import { CITIES, REGIONS, WORLD_CLOCK_PAGE } from '@/lib/content/cities';
import {
  ALL_REGIONS,
  MINUS,
  REGION_FILTERS,
  cityClock,
  filterCities,
  formatClockTime,
  formatLongDate,
  formatOffsetLabel,
  formatUtcOffset,
  isValidTimeZone,
  relativeOffsetMinutes,
  visitorTimeZone,
  zoneOffsetMinutes,
} from '@/lib/tools/world-clock';

const at = (iso: string) => Date.parse(iso);
// ICU may separate 'p.' and 'm.' with a no-break space; compare what a reader sees.
const plain = (text: string | null) => text?.replace(/\s+/g, ' ') ?? null;

describe('formatOffsetLabel', () => {
  it.each([
    [0, 'Misma hora'],
    [-0, 'Misma hora'],
    [60, '+1 h'],
    [-180, `${MINUS}3 h`],
    [330, '+5 h 30 min'],
    [345, '+5 h 45 min'],
    [-570, `${MINUS}9 h 30 min`],
    [-30, `${MINUS}30 min`],
    [780, '+13 h'],
  ])('%d minutes → %s', (minutes, label) => {
    expect(formatOffsetLabel(minutes)).toBe(label);
  });

  it('uses the true minus sign, never a hyphen', () => {
    expect(formatOffsetLabel(-180).codePointAt(0)).toBe(0x2212);
  });

  it('gives an empty label, not NaN, for a non-number', () => {
    expect(formatOffsetLabel(Number.NaN)).toBe('');
    expect(formatOffsetLabel(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatUtcOffset', () => {
  it.each([
    [0, 'UTC'],
    [60, 'UTC+1'],
    [-180, `UTC${MINUS}3`],
    [330, 'UTC+5:30'],
    [345, 'UTC+5:45'],
    [-210, `UTC${MINUS}3:30`],
  ])('%d minutes → %s', (minutes, label) => {
    expect(formatUtcOffset(minutes)).toBe(label);
  });
});

describe('zoneOffsetMinutes (from the IANA data at that instant)', () => {
  it.each([
    // 15 January 2026: winter in the north. CET = UTC+1, EST = UTC−5.
    ['2026-01-15T12:00:00Z', 'UTC', 0],
    ['2026-01-15T12:00:00Z', 'Europe/Madrid', 60],
    ['2026-01-15T12:00:00Z', 'America/New_York', -300],
    // Summer in the south: Santiago on UTC−3, Sydney on AEDT (UTC+11), Adelaide on ACDT (UTC+10:30).
    ['2026-01-15T12:00:00Z', 'America/Santiago', -180],
    ['2026-01-15T12:00:00Z', 'Australia/Sydney', 660],
    ['2026-01-15T12:00:00Z', 'Australia/Adelaide', 630],
    ['2026-01-15T12:00:00Z', 'Asia/Kolkata', 330],
    ['2026-01-15T12:00:00Z', 'Asia/Kathmandu', 345],
    // July: Mexico City stays on UTC−6 (no daylight saving since 2022); Madrid on CEST; Santiago on UTC−4.
    ['2026-07-15T12:00:00Z', 'America/Mexico_City', -360],
    ['2026-07-15T12:00:00Z', 'Europe/Madrid', 120],
    ['2026-07-15T12:00:00Z', 'America/Santiago', -240],
  ])('%s in %s → %d', (iso, zone, minutes) => {
    expect(zoneOffsetMinutes(at(iso), zone)).toBe(minutes);
  });

  it('follows the US change on Sunday 8 March 2026 at 2:00 EST (07:00 UTC)', () => {
    // 1 March 2026 is a Sunday, so the second Sunday of March is the 8th.
    expect(zoneOffsetMinutes(at('2026-03-08T06:59:59Z'), 'America/New_York')).toBe(-300);
    expect(zoneOffsetMinutes(at('2026-03-08T07:00:00Z'), 'America/New_York')).toBe(-240);
  });

  it('follows the EU change on Sunday 29 March 2026 at 01:00 UTC', () => {
    // The Sundays of March 2026 are 1, 8, 15, 22 and 29: the last is the 29th.
    expect(zoneOffsetMinutes(at('2026-03-29T00:59:59Z'), 'Europe/Madrid')).toBe(60);
    expect(zoneOffsetMinutes(at('2026-03-29T01:00:00Z'), 'Europe/Madrid')).toBe(120);
  });

  it('gives null, not NaN, for an unknown zone or an invalid instant', () => {
    expect(zoneOffsetMinutes(at('2026-01-15T12:00:00Z'), 'Marte/Monte_Olimpo')).toBeNull();
    expect(zoneOffsetMinutes(at('2026-01-15T12:00:00Z'), '')).toBeNull();
    expect(zoneOffsetMinutes(Number.NaN, 'Europe/Madrid')).toBeNull();
    expect(zoneOffsetMinutes(Number.POSITIVE_INFINITY, 'Europe/Madrid')).toBeNull();
    expect(zoneOffsetMinutes(9e15, 'Europe/Madrid')).toBeNull();
  });
});

describe('relativeOffsetMinutes', () => {
  it('Madrid is 6 h ahead of New York on 15 January 2026 (CET +1 against EST −5)', () => {
    const minutes = relativeOffsetMinutes(at('2026-01-15T12:00:00Z'), 'Europe/Madrid', 'America/New_York');
    expect(minutes).toBe(360);
    expect(formatOffsetLabel(minutes!)).toBe('+6 h');
    expect(
      formatOffsetLabel(relativeOffsetMinutes(at('2026-01-15T12:00:00Z'), 'America/New_York', 'Europe/Madrid')!),
    ).toBe(`${MINUS}6 h`);
  });

  it('only 5 h on 20 March 2026: New York already on EDT (−4) since the 8th, Madrid on CET until the 29th', () => {
    const minutes = relativeOffsetMinutes(at('2026-03-20T12:00:00Z'), 'Europe/Madrid', 'America/New_York');
    expect(minutes).toBe(300);
    expect(formatOffsetLabel(minutes!)).toBe('+5 h');
  });

  it('5 h again on 28 October 2026: Madrid back on CET on the 25th, New York on EDT until 1 November', () => {
    expect(relativeOffsetMinutes(at('2026-10-28T12:00:00Z'), 'Europe/Madrid', 'America/New_York')).toBe(300);
    expect(relativeOffsetMinutes(at('2026-11-05T12:00:00Z'), 'Europe/Madrid', 'America/New_York')).toBe(360);
  });

  it('Kolkata is +5h 30m from UTC and +10h 30m from New York in January', () => {
    expect(formatOffsetLabel(relativeOffsetMinutes(at('2026-01-15T12:00:00Z'), 'Asia/Kolkata', 'UTC')!)).toBe(
      '+5 h 30 min',
    );
    expect(
      formatOffsetLabel(relativeOffsetMinutes(at('2026-01-15T12:00:00Z'), 'Asia/Kolkata', 'America/New_York')!),
    ).toBe('+10 h 30 min');
  });

  it('Kathmandu is +5 h 45 min from UTC; Adelaide is 30 minutes behind Sydney', () => {
    expect(formatOffsetLabel(relativeOffsetMinutes(at('2026-01-15T12:00:00Z'), 'Asia/Kathmandu', 'UTC')!)).toBe(
      '+5 h 45 min',
    );
    expect(
      formatOffsetLabel(relativeOffsetMinutes(at('2026-01-15T12:00:00Z'), 'Australia/Adelaide', 'Australia/Sydney')!),
    ).toBe(`${MINUS}30 min`);
  });

  it('is null when either zone is unknown', () => {
    expect(relativeOffsetMinutes(at('2026-01-15T12:00:00Z'), 'Europe/Madrid', 'Nada/Nada')).toBeNull();
  });
});

describe('formatClockTime (12-hour, Spanish)', () => {
  it.each([
    // 14:05:09 UTC is 15:05:09 in Madrid (CET).
    ['2026-01-15T14:05:09Z', 'Europe/Madrid', '3:05:09 p. m.'],
    // 12:00 UTC is 7:00 in New York (EST).
    ['2026-01-15T12:00:00Z', 'America/New_York', '7:00:00 a. m.'],
    // 17:00 UTC is noon in New York.
    ['2026-01-15T17:00:00Z', 'America/New_York', '12:00:00 p. m.'],
    // 15:00 UTC is midnight in Tokyo (UTC+9): '12', never '0'.
    ['2026-01-15T15:00:00Z', 'Asia/Tokyo', '12:00:00 a. m.'],
    // 12:00 UTC is 17:30 in New Delhi.
    ['2026-01-15T12:00:00Z', 'Asia/Kolkata', '5:30:00 p. m.'],
  ])('%s in %s → %s', (iso, zone, text) => {
    expect(plain(formatClockTime(at(iso), zone))).toBe(text);
  });

  it('gives null for an unknown zone or an invalid instant', () => {
    expect(formatClockTime(at('2026-01-15T12:00:00Z'), 'Marte/Monte_Olimpo')).toBeNull();
    expect(formatClockTime(Number.NaN, 'UTC')).toBeNull();
  });
});

describe('formatLongDate', () => {
  it('22 November 2026 is a Sunday', () => {
    // 1 January 2026 is a Thursday; 22 November is day 326, 325 days later: 325 = 46 × 7 + 3 → Sunday.
    expect(formatLongDate(at('2026-11-22T12:00:00Z'), 'Europe/Madrid')).toBe('domingo, 22 de noviembre de 2026');
  });

  it('Auckland is already on the next day: 12:00 UTC on Thursday 15 January is 01:00 on Friday the 16th (NZDT, +13)', () => {
    expect(formatLongDate(at('2026-01-15T12:00:00Z'), 'Pacific/Auckland')).toBe('viernes, 16 de enero de 2026');
    expect(formatLongDate(at('2026-01-15T12:00:00Z'), 'America/Los_Angeles')).toBe('jueves, 15 de enero de 2026');
  });

  it('gives null, never Invalid Date', () => {
    expect(formatLongDate(Number.NaN, 'Europe/Madrid')).toBeNull();
  });
});

describe('cityClock', () => {
  it('combines time, date and both offsets', () => {
    const clock = cityClock(at('2026-01-15T14:05:09Z'), 'Europe/Madrid', 'America/Mexico_City');
    expect(clock && { ...clock, time: plain(clock.time) }).toEqual({
      time: '3:05:09 p. m.',
      date: 'jueves, 15 de enero de 2026',
      offsetLabel: '+7 h',
      utcLabel: 'UTC+1',
    });
  });

  it('is null for a zone the browser lacks, and has no offset label against an unknown visitor zone', () => {
    expect(cityClock(at('2026-01-15T12:00:00Z'), 'Marte/Monte_Olimpo', 'UTC')).toBeNull();
    expect(cityClock(at('2026-01-15T12:00:00Z'), 'Europe/Madrid', 'Nada/Nada')?.offsetLabel).toBe('');
  });
});

describe('visitorTimeZone', () => {
  afterEach(() => jest.restoreAllMocks());

  const reporting = (timeZone: string | undefined) => {
    const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
    jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolvedOptions.call(this), timeZone: timeZone as string };
    });
  };

  it('is a zone Intl can use', () => {
    expect(isValidTimeZone(visitorTimeZone())).toBe(true);
  });

  it('passes the reported zone through', () => {
    reporting('America/Bogota');
    expect(visitorTimeZone()).toBe('America/Bogota');
  });

  it("gives the current name for an old one ('Asia/Calcutta' → 'Asia/Kolkata')", () => {
    reporting('Asia/Calcutta');
    expect(visitorTimeZone()).toBe('Asia/Kolkata');
    jest.restoreAllMocks();
    reporting('Asia/Katmandu');
    expect(visitorTimeZone()).toBe('Asia/Kathmandu');
  });

  it("falls back to 'UTC' when the browser reports nothing usable", () => {
    reporting(undefined);
    expect(visitorTimeZone()).toBe('UTC');
    jest.restoreAllMocks();
    reporting('Etc/Unknown');
    expect(visitorTimeZone()).toBe('UTC');
  });
});

describe('filterCities', () => {
  const names = (list: readonly { name: string }[]) => list.map((city) => city.name);

  it("'Todas' and an empty search keep every city", () => {
    expect(filterCities(CITIES, ALL_REGIONS, '')).toHaveLength(41);
    expect(filterCities(CITIES, ALL_REGIONS, '   ')).toHaveLength(41);
  });

  it('filters by region', () => {
    expect(filterCities(CITIES, 'Europa', '')).toHaveLength(8);
    expect(filterCities(CITIES, 'Oceanía', '').every((city) => city.region === 'Oceanía')).toBe(true);
  });

  it('matches the city or the country, ignoring case and accents', () => {
    expect(names(filterCities(CITIES, ALL_REGIONS, 'BOGOTA'))).toEqual(['Bogotá']);
    expect(names(filterCities(CITIES, ALL_REGIONS, 'japon'))).toEqual(['Tokio']);
    expect(names(filterCities(CITIES, ALL_REGIONS, 'estados unidos'))).toEqual(['Los Ángeles', 'Nueva York']);
    expect(names(filterCities(CITIES, ALL_REGIONS, 'ciudad mexico'))).toEqual(['Ciudad de México']);
    expect(names(filterCities(CITIES, ALL_REGIONS, 'sao'))).toEqual(['São Paulo']);
    expect(names(filterCities(CITIES, ALL_REGIONS, 'espana'))).toEqual(['Madrid']);
    expect(names(filterCities(CITIES, ALL_REGIONS, 'España'))).toEqual(['Madrid']);
  });

  it('combines region and search', () => {
    expect(filterCities(CITIES, 'Asia', 'madrid')).toEqual([]);
    expect(names(filterCities(CITIES, 'Oceanía', 'australia'))).toEqual(['Perth', 'Adelaida', 'Sídney']);
  });

  it('finds nothing, without throwing, for odd characters', () => {
    expect(filterCities(CITIES, ALL_REGIONS, '%$#@!')).toEqual([]);
    expect(filterCities(CITIES, ALL_REGIONS, '.*(')).toEqual([]);
  });
});

describe('the cities (D19, D20)', () => {
  it('are exactly 41', () => {
    expect(CITIES).toHaveLength(41);
  });

  it('cover every region, and only those', () => {
    expect(REGION_FILTERS).toEqual(['Todas', 'América', 'Europa', 'Asia', 'Oceanía', 'África']);
    for (const region of REGIONS) expect(CITIES.some((city) => city.region === region)).toBe(true);
    expect(CITIES.every((city) => (REGIONS as readonly string[]).includes(city.region))).toBe(true);
  });

  it('have unique ids and unique names', () => {
    expect(new Set(CITIES.map((city) => city.id)).size).toBe(41);
    expect(new Set(CITIES.map((city) => city.name)).size).toBe(41);
  });

  it.each(CITIES.map((city) => [city.name, city]))(
    '%s has a zone Intl accepts and a flag matching its country',
    (_, city) => {
      expect(isValidTimeZone(city.timeZone)).toBe(true);
      expect(city.countryCode).toMatch(/^[A-Z]{2}$/);
      const flag = String.fromCodePoint(...[...city.countryCode].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
      expect(city.flag).toBe(flag);
      expect(city.name.trim()).toBe(city.name);
      expect(city.country.trim()).not.toBe('');
    },
  );

  it('use the zones the brief names', () => {
    const zoneOf = (name: string) => CITIES.find((city) => city.name === name)?.timeZone;
    expect(zoneOf('Nueva Delhi')).toBe('Asia/Kolkata');
    expect(zoneOf('Katmandú')).toBe('Asia/Kathmandu');
    expect(zoneOf('Ciudad de México')).toBe('America/Mexico_City');
    expect(zoneOf('Madrid')).toBe('Europe/Madrid');
    expect(zoneOf('Sídney')).toBe('Australia/Sydney');
  });

  it('come with at least 150 words of explanation', () => {
    const words = WORLD_CLOCK_PAGE.sections
      .flatMap((section) => section.paragraphs)
      .join(' ')
      .split(/\s+/);
    expect(words.length).toBeGreaterThanOrEqual(150);
  });
});
