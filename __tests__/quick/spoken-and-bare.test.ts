/**
 * @jest-environment node
 */
/**
 * Issue 35, D38: what the quick box reads that it did not. Each expected line is worked out by hand from the unit
 * definitions (lib/units/constants.ts and the families' units.ts), the arithmetic in the comment above its row, and
 * written as D8 says (the family's decimals, trailing zeros dropped, five-digit integers grouped with U+202F).
 * 1. A bare name read from the other side of the question, and said ('Entendí: metros cuadrados').
 * 2. Quantities as people say them: 'uno setenta y cinco', 'un par de', 'cuarto y mitad', 'las tres y media'.
 * 3. Zones as people name them: 'hora peninsular', 'hora del centro', 'GMT-5', a country of one zone.
 * 4. Spellings people type for symbols: 'onz', 'mts', 'kph'.
 */
import { families } from '@/__tests__/support/families';
import { ZONE_CITIES } from '@/lib/content/cities';
import { ZONE_NAMES } from '@/lib/content/zone-names';
import { normalise } from '@/lib/normalise';
import { parseQuery, type QuickResult } from '@/lib/quick/answer-query';
import { lookUpName } from '@/lib/quick/expand-index';
import { timeZoneQuestion } from '@/lib/quick/time-zone-question';
import { buildUnitIndex } from '@/lib/quick/unit-index';
import { TIME_ZONE_KEY } from '@/lib/tools/time-zones';
import { isValidTimeZone } from '@/lib/tools/world-clock';
import { unitsNamed } from '@/lib/units/catalogue';

const index = buildUnitIndex();
const NNBSP = '\u202f';
const MINUS = '\u2212';

type Answer = Extract<QuickResult, { kind: 'answer' }>;

function answerTo(query: string): Answer {
  const result = parseQuery(query, index);
  if (result.kind !== 'answer') throw new Error(`«${query}» no se contesta: ${JSON.stringify(result)}`);
  return result;
}

/** [question, family, from, to, line, what the answer says it understood, or '' for nothing] */
type Case = [query: string, family: string, from: string, to: string, line: string, understood: string];

describe('1. a bare name, read from the other side (D38)', () => {
  it.each<Case>([
    // °F = °C × 9/5 + 32: 30 × 1.8 + 32 = 86
    ['cuántos fahrenheit son 30 grados', 'temperatura', 'celsius', 'fahrenheit', '30 °C → 86 °F', 'grados Celsius'],
    ['30 grados a fahrenheit', 'temperatura', 'celsius', 'fahrenheit', '30 °C → 86 °F', 'grados Celsius'],
    // K = °C + 273.15: 30 + 273.15 = 303.15
    ['30 grados en kelvin', 'temperatura', 'celsius', 'kelvin', '30 °C → 303.15 K', 'grados Celsius'],
    // beside °C itself 'grados' can only be Fahrenheit's: (80 − 32) × 5/9 = 26.666… → 26.67
    ['80 grados a celsius', 'temperatura', 'fahrenheit', 'celsius', '80 °F → 26.67 °C', 'grados Fahrenheit'],
    // yd = 0.9144 m: 3 × 0.9144² = 3 × 0.83612736 = 2.50838208 m² → 2.5084
    [
      '3 yardas cuadradas en metros',
      'area',
      'yardas_cuadradas',
      'metros_cuadrados',
      '3 yd² → 2.5084 m²',
      'metros cuadrados',
    ],
    // ft² = 0.3048² = 0.09290304 m²: 10 / 0.09290304 = 107.6391041671 → 107.6391
    [
      '10 metros a pies cuadrados',
      'area',
      'metros_cuadrados',
      'pies_cuadrados',
      '10 m² → 107.6391 ft²',
      'metros cuadrados',
    ],
    // m³ = 1000 L: 3 / 1000 = 0.003
    ['3 litros a metros', 'volumen', 'litros', 'metros_cubicos', '3 L → 0.003 m³', 'metros cúbicos'],
    // ft³ = 0.3048³ m³ = 0.028316846592 m³: 2 / 0.028316846592 = 70.6293334 → 70.629333
    ['2 metros cúbicos a pies', 'volumen', 'metros_cubicos', 'pies_cubicos', '2 m³ → 70.629333 ft³', 'pies cúbicos'],
    // the 'megas' of an internet contract are megabits: 20 × 10⁶ bit/s ÷ 8 = 2.5 × 10⁶ B/s = 2.5 MB/s
    [
      '20 megas en MB/s',
      'transferencia-de-datos',
      'megabits_por_segundo',
      'megabytes_por_segundo',
      '20 Mbit/s → 2.5 MB/s',
      'megabits por segundo',
    ],
    // beside a file size, megabytes, their first reading, said of nothing: MB = 8 × 1024² bit, GB = 8 × 1024³ bit,
    // 700 / 1024 = 0.68359375 → 0.683594
    ['700 megas a GB', 'datos-digitales', 'megabytes', 'gigabytes', '700 MB → 0.683594 GB', ''],
    // kgf = 9.80665 N (3rd CGPM, 1901): 10 × 9.80665 = 98.0665
    ['10 kilos a newtons', 'fuerza', 'kilogramos_fuerza', 'newtons', '10 kgf → 98.0665 N', 'kilogramos-fuerza'],
    // 10 / 9.80665 = 1.0197162130 → 1.019716
    ['10 newtons a kilos', 'fuerza', 'newtons', 'kilogramos_fuerza', '10 N → 1.019716 kgf', 'kilogramos-fuerza'],
    // 1 / 9.80665 = 0.1019716213 → 0.101972
    ['1 N a kg', 'fuerza', 'newtons', 'kilogramos_fuerza', '1 N → 0.101972 kgf', 'kilogramos-fuerza'],
    // lbf = 0.45359237 × 9.80665 = 4.4482216152605 N: 10 × 4.4482216152605 = 44.482216 N
    ['10 libras a newtons', 'fuerza', 'libras_fuerza', 'newtons', '10 lbf → 44.482216 N', 'libras-fuerza'],
    // a tyre's 'libras' are psi: 32 × 6894.757293168362 Pa = 220 632.2334 Pa = 2.2063223 bar → 2.206322
    ['32 libras a bar', 'presion', 'psi', 'bares', '32 psi → 2.206322 bar', 'libras por pulgada cuadrada'],
    // kgf/cm² = 9.80665 N / 10⁻⁴ m² = 98 066.5 Pa: 2 × 98 066.5 = 196 133 Pa = 1.96133 bar
    [
      '2 kilos a bar',
      'presion',
      'kilogramos_fuerza_cm2',
      'bares',
      '2 kgf/cm² → 1.96133 bar',
      'kilogramos-fuerza por centímetro cuadrado',
    ],
    // 'nm' beside a torque is the newton metre: 100 / (0.45359237 × 9.80665 × 0.3048) = 73.7562149 → 73.756215
    [
      '100 nm a lb ft',
      'par-de-torsion',
      'newtons_metro',
      'libras_fuerza_pie',
      '100 N·m → 73.756215 lbf·ft',
      'newtons metro',
    ],
    // and beside a length the nanometre, its first reading: 500 × 10⁻⁹ m = 0.5 × 10⁻⁶ m
    ['500 nm a µm', 'longitud', 'nanometros', 'micrometros', '500 nm → 0.5 µm', ''],
    // beside an angle 'grados' stays the degree of arc: 30 × π / 180 = 0.5235987756 → 0.523599
    ['30 grados a radianes', 'angulos', 'grados', 'radianes', '30° → 0.523599 rad', ''],
  ])('«%s»', (query, family, from, to, line, understood) => {
    const answer = answerTo(query);
    expect(answer).toMatchObject({ family, from, to, line });
    expect(answer.understood).toBe(understood ? `Entendí: ${understood}` : undefined);
  });

  it('offers the other unit a bare name means, where it is not the other side', () => {
    expect(answerTo('30 grados en kelvin').alternatives).toEqual([
      { label: '¿Grados Fahrenheit?', query: '30 grados Fahrenheit a kelvin' },
    ]);
    // The other reading of 'grados' beside °F would be °F itself: nothing to offer.
    expect(answerTo('30 grados a fahrenheit').alternatives).toEqual([]);
    // (30 − 32) × 5/9 + 273.15 = 272.0388… → 272.04
    expect(answerTo('30 grados Fahrenheit a kelvin')).toMatchObject({ line: '30 °F → 272.04 K' });
  });

  it.each([
    // no bare reading between a mass and a length, nor a same unit read twice
    ['5 kilos a metros', 'No se pueden convertir kilos a metros'],
    ['10 metros a metros cuadrados', 'No se pueden convertir metros a metros cuadrados'],
    // 'oz' is read as a fluid ounce only beside a volume it names itself; 'metros' then has nothing to lean on
    ['3 oz a metros', 'No se pueden convertir oz a metros'],
    // both sides bare: neither decides the other
    ['30 grados a metros', 'No se pueden convertir grados a metros'],
  ])('«%s» still gives no number', (query, message) => {
    expect(parseQuery(query, index)).toEqual({ kind: 'error', message });
  });

  it('declares bare names that are no name of the family itself (else they would be aliases)', () => {
    const declared = Object.entries(families).flatMap(([key, family]) =>
      Object.entries(family.units).flatMap(([unitKey, unit]) =>
        (unit.bareNames ?? []).map((name) => ({ key, unitKey, name, units: unitsNamed(name, family) })),
      ),
    );
    expect(declared.length).toBeGreaterThan(0);
    for (const { key, unitKey, name, units } of declared) {
      expect({ key, unitKey, name, units }).toEqual({ key, unitKey, name, units: [] });
      // and each is a plain name of some other family's unit, the reading it takes alone
      expect({ name, plain: (lookUpName(index.names, normalise(name)) ?? []).length > 0 }).toEqual({
        name,
        plain: true,
      });
    }
  });
});

describe('2. quantities as people say them', () => {
  it.each<Case>([
    // 1.75 m / 0.3048 = 5.7414698163 ft → 5.7415
    ['uno setenta y cinco en pies', 'longitud', 'metros', 'pies', '1 m 75 cm → 5.7415 ft', ''],
    // 1.60 / 0.3048 = 5.2493438320 → 5.2493
    ['un metro sesenta a pies', 'longitud', 'metros', 'pies', '1 m 60 cm → 5.2493 ft', ''],
    // 1.5 / 0.3048 = 4.9212598425 → 4.9213
    ['metro y medio a pies', 'longitud', 'metros', 'pies', '1.5 m → 4.9213 ft', ''],
    // 1.82 / 0.3048 = 5.9711286089 → 5.9711
    ['un metro ochenta y dos a pies', 'longitud', 'metros', 'pies', '1 m 82 cm → 5.9711 ft', ''],
    // 1.80 / 0.3048 = 5.9055118110 → 5.9055
    ['1 metro 80 a pies', 'longitud', 'metros', 'pies', '1 m 80 cm → 5.9055 ft', ''],
    // 1.82 / 0.0254 = 71.6535 in = 5 ft 11.6535 in → the part to one decimal
    ['un metro ochenta y dos en pies y pulgadas', 'longitud', 'metros', 'pies', '1 m 82 cm → 5 ft 11.7 in', ''],
    // 1.2 / 0.45359237 = 2.6455471462 lb → 2.6455
    ['un kilo doscientos a libras', 'peso', 'kilogramos', 'libras', '1 kg 200 g → 2.6455 lb', ''],
    // 60 + 20 = 80
    ['una hora veinte a minutos', 'tiempo', 'horas', 'minutos', '1 h 20 min → 80 min', ''],
    // 2 × 0.45359237 = 0.90718474 → 0.9072
    ['un par de libras a kilos', 'peso', 'libras', 'kilogramos', '2 lb → 0.9072 kg', ''],
    // 12 × 2.54 = 30.48
    ['una docena de pulgadas a cm', 'longitud', 'pulgadas', 'centimetros', '12 in → 30.48 cm', ''],
    // 6 × 2.54 = 15.24
    ['media docena de pulgadas a cm', 'longitud', 'pulgadas', 'centimetros', '6 in → 15.24 cm', ''],
    // 'cuarto y mitad': 250 g and half of it, 375 g; oz = 0.45359237 / 16 kg = 28.349523125 g: 375 / 28.349523125 =
    // 13.2277357 → 13.2277
    ['cuarto y mitad de jamón en onzas', 'peso', 'gramos', 'onzas', '375 g → 13.2277 oz', ''],
    // of a named unit, 0.375 of it: 0.375 / 0.45359237 = 0.8267328 lb → 0.8267
    ['cuarto y mitad de kilo en libras', 'peso', 'kilogramos', 'libras', '0.375 kg → 0.8267 lb', ''],
  ])('«%s»', (query, family, from, to, line) => {
    expect(answerTo(query)).toMatchObject({ family, from, to, line });
  });

  it('leaves what is no spoken quantity as it was', () => {
    // 'un metro' alone has no part; 'kilo y medio' is the part after the name (1.5 / 0.45359237 = 3.3069)
    expect(answerTo('un metro a pies')).toMatchObject({ line: '1 m → 3.2808 ft' });
    expect(answerTo('kilo y medio a libras')).toMatchObject({ line: '1.5 kg → 3.3069 lb' });
    // 100 cm is no part of a metre: not '1 m 100 cm'
    expect(parseQuery('un metro cien a pies', index).kind).not.toBe('answer');
  });
});

/**
 * On 25 November 2026 Madrid is UTC+1, Canarias UTC+0, Ciudad de México UTC−6, Chicago UTC−6 (CST), Los Ángeles
 * UTC−8 (PST), Mazatlán UTC−7, Bogotá and Lima UTC−5, Tokio UTC+9; on 15 July 2026 Madrid is UTC+2 and Canarias UTC+1.
 */
const NOVEMBER = Date.parse('2026-11-25T12:00:00Z');
const JULY = Date.parse('2026-07-15T12:00:00Z');

function zoned(text: string, now = NOVEMBER) {
  const result = timeZoneQuestion(text, now);
  if (result?.kind !== 'answer') throw new Error(`no answer for ${text}`);
  return result;
}

describe('2. clock times in words, for time zones', () => {
  it.each([
    // said without the part of the day, 3 is read in the afternoon: 15:30 Madrid = 14:30 UTC = 09:30 Bogotá; the
    // other half, 03:30 Madrid = 02:30 UTC = 21:30 Bogotá the day before
    [
      'las tres y media de Madrid en Bogotá',
      '15:30 Madrid → 09:30 Bogotá',
      'las 15:30',
      '03:30 de Madrid a Bogotá',
      `03:30 Madrid → 21:30 ${MINUS}1 día Bogotá`,
    ],
    // 9 in the morning: 8:45 Madrid = 7:45 UTC = 02:45 Lima; 20:45 Madrid = 19:45 UTC = 14:45 Lima
    [
      'las nueve menos cuarto de Madrid a Lima',
      '08:45 Madrid → 02:45 Lima',
      'las 08:45',
      '20:45 de Madrid a Lima',
      '20:45 Madrid → 14:45 Lima',
    ],
    // 'la una' is 13: 13:15 Madrid = 12:15 UTC = 07:15 Lima; 01:15 Madrid = 00:15 UTC = 19:15 Lima the day before
    [
      'la una y cuarto de Madrid a Lima',
      '13:15 Madrid → 07:15 Lima',
      'las 13:15',
      '01:15 de Madrid a Lima',
      `01:15 Madrid → 19:15 ${MINUS}1 día Lima`,
    ],
    // 15:30 Madrid = 09:30 Lima; 03:30 Madrid = 02:30 UTC = 21:30 Lima the day before
    [
      'qué hora es en Lima si en Madrid son las tres y media',
      '15:30 Madrid → 09:30 Lima',
      'las 15:30',
      '03:30 de Madrid a Lima',
      `03:30 Madrid → 21:30 ${MINUS}1 día Lima`,
    ],
  ])('reads «%s» and offers the other half of the day', (text, line, read, other, otherLine) => {
    const result = zoned(text);
    expect(result.line).toBe(line);
    expect(result.understood).toMatch(new RegExp(`^Entendí: ${read}\\. Para hoy`));
    expect(result.alternatives).toEqual([{ label: `¿A las ${other.slice(0, 5)}?`, query: other }]);
    expect(zoned(other).line).toBe(otherLine);
  });

  it.each([
    // 20:00 UTC−6 = 02:00 UTC on the 26th = 03:00 Madrid
    ['las 8 de la noche en México a España', `20:00 Ciudad de México → 03:00 +1 día Madrid`],
    ['las 8 y media de la noche de Madrid a Lima', '20:30 Madrid → 14:30 Lima'],
    // 'las doce de la noche' is midnight: 00:00 Madrid = 23:00 UTC the day before = 18:00 Lima
    ['las doce de la noche de Madrid a Lima', `00:00 Madrid → 18:00 ${MINUS}1 día Lima`],
    // 12:00 Madrid = 11:00 UTC = 20:00 Tokio
    ['a mediodía de Madrid a Tokio', '12:00 Madrid → 20:00 Tokio'],
  ])('reads «%s» with its part of the day, and asks nothing', (text, line) => {
    const result = zoned(text);
    expect(result.line).toBe(line);
    expect(result.alternatives.filter((alternative) => alternative.label.startsWith('¿A las'))).toEqual([]);
  });

  it('answers the quick box before any unit', () => {
    jest.useFakeTimers({ now: NOVEMBER });
    expect(parseQuery('las tres y media de Madrid en Bogotá', index)).toMatchObject({
      kind: 'answer',
      family: TIME_ZONE_KEY,
      line: '15:30 Madrid → 09:30 Bogotá',
    });
    jest.useRealTimers();
  });
});

describe('3. zones and places as people name them', () => {
  it.each([
    // 15:00 UTC−6 = 21:00 UTC = 22:00 Madrid
    ['3 pm hora de México a hora peninsular', '15:00 Ciudad de México → 22:00 Madrid', ''],
    // CDMX is Ciudad de México: 15:00 UTC−6 = 21:00 UTC = 22:00 Madrid
    ['3 pm cdmx a madrid', '15:00 Ciudad de México → 22:00 Madrid', ''],
    ['3 pm hora de CDMX a Madrid', '15:00 Ciudad de México → 22:00 Madrid', ''],
    // 10:00 UTC+0 = 11:00 Madrid
    ['10:00 hora de Canarias a Madrid', '10:00 Canarias → 11:00 Madrid', ''],
    // Mexico's Zona Centro: 10:00 UTC−6 = 16:00 UTC = 17:00 Madrid
    [
      '10:00 hora del centro a Madrid',
      '10:00 Ciudad de México → 17:00 Madrid',
      'hora del centro de México (Ciudad de México)',
    ],
    // Pacific Time: 10:00 UTC−8 = 18:00 UTC = 19:00 Madrid
    [
      '10:00 tiempo del Pacífico a Madrid',
      '10:00 Los Ángeles → 19:00 Madrid',
      'hora del Pacífico de EE. UU. (Los Ángeles)',
    ],
    // Etc/GMT+5 is UTC−5: 10:00 UTC−5 = 15:00 UTC = 16:00 Madrid
    ['10:00 GMT-5 a Madrid', `10:00 UTC${MINUS}5 → 16:00 Madrid`, ''],
    // 10:00 UTC+2 = 08:00 UTC = 03:00 Lima
    ['10:00 UTC+2 a Lima', '10:00 UTC+2 → 03:00 Lima', ''],
    // countries of one zone, by their capital: Bogotá and Lima are both UTC−5
    ['10:00 hora de Colombia a hora de Perú', '10:00 Bogotá → 10:00 Lima', ''],
    // Spain has two zones: the peninsula's is read, and said; 22:00 UTC+1 = 21:00 UTC = 06:00 Tokio the next day
    ['22:00 de España a Tokio', '22:00 Madrid → 06:00 +1 día Tokio', 'hora peninsular (Madrid)'],
  ])('reads «%s»', (text, line, read) => {
    const result = zoned(text);
    expect(result.line).toBe(line);
    if (read) expect(result.understood).toMatch(new RegExp(`^Entendí: ${read.replace(/[().]/g, '\\$&')}\\.`));
    else expect(result.understood).toMatch(/^Para hoy/);
  });

  it('offers the other zone a name can mean, and each offer is answered', () => {
    expect(zoned('10:00 hora del centro a Madrid').alternatives).toEqual([
      { label: '¿Hora de Chicago?', query: '10:00 de Chicago a Madrid' },
    ]);
    expect(zoned('10:00 tiempo del Pacífico a Madrid').alternatives).toEqual([
      { label: '¿Hora de Mazatlán?', query: '10:00 de Mazatlán a Madrid' },
    ]);
    expect(zoned('22:00 de España a Tokio').alternatives).toEqual([
      { label: '¿Hora de Canarias?', query: '22:00 de Canarias a Tokio' },
    ]);
    // Chicago, UTC−6 in November: 10:00 = 16:00 UTC = 17:00 Madrid; Mazatlán UTC−7: 17:00 UTC = 18:00 Madrid;
    // Canarias UTC+0: 22:00 UTC = 07:00 Tokio the next day
    expect(zoned('10:00 de Chicago a Madrid').line).toBe('10:00 Chicago → 17:00 Madrid');
    expect(zoned('10:00 de Mazatlán a Madrid').line).toBe('10:00 Mazatlán → 18:00 Madrid');
    expect(zoned('22:00 de Canarias a Tokio').line).toBe('22:00 Canarias → 07:00 +1 día Tokio');
  });

  it('keeps summer time in the Canaries as in the peninsula', () => {
    // July: Canarias UTC+1, Madrid UTC+2
    expect(zoned('10:00 hora de Canarias a Madrid', JULY).line).toBe(
      '10:00 (horario de verano) Canarias → 11:00 (horario de verano) Madrid',
    );
  });

  it('links the converter with the IANA zone of a zone without a city', () => {
    expect(zoned('10:00 hora de Canarias a Madrid').href).toContain('de=Atlantic%2FCanary');
    expect(zoned('10:00 GMT-5 a Madrid').href).toContain('de=Etc%2FGMT%2B5');
  });

  it.each(['10:00 GMT+15 a Madrid', '10:00 hora del centro', '10:00 centro a Madrid', 'dos y medio kilos a libras'])(
    'leaves «%s» to the others',
    (text) => {
      expect(timeZoneQuestion(text, NOVEMBER)).toBeUndefined();
    },
  );

  it('writes its names as normalise() does, on places that exist', () => {
    const ids = new Set(ZONE_CITIES.map((city) => city.id));
    for (const entry of ZONE_NAMES) {
      expect(entry.names.filter((name) => normalise(name) !== name)).toEqual([]);
      expect({ place: entry.place, known: ids.has(entry.place) || isValidTimeZone(entry.place) }).toEqual({
        place: entry.place,
        known: true,
      });
      if (entry.orElse) expect(ZONE_NAMES.some((other) => other.names.includes(entry.orElse ?? ''))).toBe(true);
    }
  });
});

describe('4. spellings people type for symbols', () => {
  it.each<Case>([
    // 5 × 28.349523125 = 141.747615625 → 141.7476
    ['5 onz a gramos', 'peso', 'onzas', 'gramos', '5 oz → 141.7476 g', ''],
    // lx = lm/m²
    ['100 lux a lm/m2', 'iluminancia', 'luxes', 'lumenes_metro_cuadrado', '100 lx → 100 lm/m²', ''],
    // cSt = mm²/s = 10⁻⁶ m²/s
    [
      '1 m2/s a cSt',
      'viscosidad-cinematica',
      'metros_cuadrados_por_segundo',
      'centistokes',
      `1 m²/s → 1${NNBSP}000${NNBSP}000 cSt`,
      '',
    ],
    // 100 / 1.609344 = 62.1371192 → 62.1371
    ['100 kph a mph', 'velocidad', 'kilometros_hora', 'millas_hora', '100 km/h → 62.1371 mph', ''],
    ['100 kmh a mph', 'velocidad', 'kilometros_hora', 'millas_hora', '100 km/h → 62.1371 mph', ''],
    // 5 / 0.3048 = 16.4041995 → 16.4042
    ['5 mts a pies', 'longitud', 'metros', 'pies', '5 m → 16.4042 ft', ''],
    ['5 mtrs a pies', 'longitud', 'metros', 'pies', '5 m → 16.4042 ft', ''],
    // 5 / 2.54 = 1.9685039 → 1.9685
    ['5 cms a pulgadas', 'longitud', 'centimetros', 'pulgadas', '5 cm → 1.9685 in', ''],
    // 5 / 28.349523125 = 0.1763698 → 0.1764
    ['5 grs a onzas', 'peso', 'gramos', 'onzas', '5 g → 0.1764 oz', ''],
    // 5 / 3.785411784 = 1.3208603 → 1.32086
    ['5 lts a galones', 'volumen', 'litros', 'galones_us', '5 L → 1.32086 gal (EE. UU.)', ''],
  ])('«%s»', (query, family, from, to, line) => {
    expect(answerTo(query)).toMatchObject({ family, from, to, line });
  });
});
