/**
 * @jest-environment node
 */
/**
 * D37, issue 34: the quick box reads the obvious questions of the calculator pages (pace, slope, tyres, paper sizes,
 * watts and amperes) and answers them with those pages' own functions (lib/quick/tool-answers.ts), while every
 * question about units keeps the answer it had. Expected figures worked by hand from the definitions, in the comment
 * above each row; never from the code.
 */
import { generatedRows } from '@/__tests__/support/generated-questions';
import { allQueries } from '@/__tests__/support/quick-queries';
import { COOKING_CASES, HARD_CASES, NUMBER_SYSTEM_CASES, PLAIN_REFUSALS } from '@/__tests__/support/ways-of-asking';
import { parseQuery } from '@/lib/quick/answer-query';
import { normaliseQuestion } from '@/lib/quick/parse-query';
import { answerToolQuestion } from '@/lib/quick/tool-answers';
import { toolQuestion } from '@/lib/quick/tool-questions';
import type { QuickResult } from '@/lib/quick/types';
import { buildUnitIndex } from '@/lib/quick/unit-index';

const index = buildUnitIndex();

/** What the box shows: the parser's reading, then the tools' answer (as hooks/use-quick-answer.ts does). */
function ask(query: string): QuickResult {
  const parsed = parseQuery(query, index);
  return parsed.kind === 'needs-tool' ? answerToolQuestion(parsed.question) : parsed;
}

/** The reading of a question as parseQuery hands it to toolQuestion. */
function reading(query: string) {
  const text = normaliseQuestion(query);
  return typeof text === 'string' ? toolQuestion(text) : undefined;
}

describe('which calculator a question asks', () => {
  it.each([
    ['5 min/km a km/h', { tool: 'ritmo', value: '5', from: 'min/km', to: 'km/h' }],
    ['5:30 min/km en km/h', { tool: 'ritmo', value: '5:30', from: 'min/km', to: 'km/h' }],
    ['5 minutos por kilómetro a kilómetros por hora', { tool: 'ritmo', value: '5', from: 'min/km', to: 'km/h' }],
    ['¿cuántos km/h son 5:30 min/km?', { tool: 'ritmo', value: '5:30', from: 'min/km', to: 'km/h' }],
    ['12 km/h a min/km', { tool: 'ritmo', value: '12', from: 'km/h', to: 'min/km' }],
    ['10 mph a min/km', { tool: 'ritmo', value: '10', from: 'mph', to: 'min/km' }],
    ['ritmo 4:30 en millas', { tool: 'ritmo', value: '4:30', from: 'min/km', to: 'min/mi', assumed: true }],
    ['maratón a 5 min/km', { tool: 'tiempo-de-carrera', distance: { race: 'maraton' }, value: '5', unit: 'min/km' }],
    [
      'media maratón a 4:45',
      { tool: 'tiempo-de-carrera', distance: { race: 'media_maraton' }, value: '4:45', unit: 'min/km', assumed: true },
    ],
    [
      '10 km a 5:30 el km',
      { tool: 'tiempo-de-carrera', distance: { value: '10', unit: 'km' }, value: '5:30', unit: 'min/km' },
    ],
    // 50 × 60 = 3000 s
    [
      '10 km en 50 minutos ritmo',
      { tool: 'ritmo-para-tiempo', distance: { value: '10', unit: 'km' }, seconds: 3000, to: 'min/km' },
    ],
    // 3 × 3600 + 30 × 60 = 12 600 s
    [
      'qué ritmo necesito para un maratón en 3 h 30 min',
      { tool: 'ritmo-para-tiempo', distance: { race: 'maraton' }, seconds: 12600, to: 'min/km' },
    ],
    ['10 % en grados', { tool: 'pendiente', value: '10', from: '%', to: '°' }],
    ['pendiente del 8 %', { tool: 'pendiente', value: '8', from: '%', to: '°' }],
    ['30 grados en porcentaje', { tool: 'pendiente', value: '30', from: '°', to: '%' }],
    ['1:12 en %', { tool: 'pendiente', value: '1:12', from: '1:n', to: '%' }],
    ['rampa 1:12', { tool: 'pendiente', value: '1:12', from: '1:n', to: '%' }],
    ['10 % de pendiente en ‰', { tool: 'pendiente', value: '10', from: '%', to: '‰' }],
    ['265/70R17 en pulgadas', { tool: 'llantas', size: '265/70r17', to: 'in' }],
    ['205/55 R16 diámetro', { tool: 'llantas', size: '205/55 r16' }],
    ['31x10.50R15 en mm', { tool: 'llantas', size: '31x10.50r15', to: 'mm' }],
    ['cuánto mide una llanta 265/70 R17 113T', { tool: 'llantas', size: '265/70 r17 113t' }],
    ['A4 en pulgadas', { tool: 'papel', name: 'a4', to: 'in' }],
    ['tamaño carta en cm', { tool: 'papel', name: 'carta', to: 'cm' }],
    ['A3 en px a 300 ppp', { tool: 'papel', name: 'a3', to: 'px', ppp: '300' }],
    ['medidas de una hoja A4', { tool: 'papel', name: 'a4' }],
    ['1000 W a amperios a 220 V', { tool: 'vatios-amperios', given: 'W', value: '1000', to: 'A', volts: '220' }],
    ['10 A a 230 V en vatios', { tool: 'vatios-amperios', given: 'A', value: '10', to: 'W', volts: '230' }],
    ['2000 w 127 v', { tool: 'vatios-amperios', given: 'W', value: '2000', to: 'A', volts: '127' }],
    [
      'cuántos amperios son 3000 W a 220V',
      { tool: 'vatios-amperios', given: 'W', value: '3000', to: 'A', volts: '220' },
    ],
    [
      '5 kW a 380 V trifásica',
      { tool: 'vatios-amperios', given: 'kW', value: '5', to: 'A', volts: '380', circuit: 'trifasica' },
    ],
    [
      '1000 W a 220 V fp 0.8',
      { tool: 'vatios-amperios', given: 'W', value: '1000', to: 'A', volts: '220', powerFactor: '0.8' },
    ],
  ] as const)('%s', (query, expected) => {
    expect(reading(query)).toEqual(expected);
  });
});

describe('the questions about units stay theirs', () => {
  it.each([
    // '10 %' beside a concentration unit, and % against ‰ without a word of slopes: concentration.
    ['10 % a ppm', 'concentracion'],
    ['5 % en ‰', 'concentracion'],
    ['500 ppm a porcentaje', 'concentracion'],
    // 'grados' beside a temperature or an angle unit is theirs.
    ['30 grados celsius a fahrenheit', 'temperatura'],
    ['10 grados en radianes', 'angulos'],
    ['10 °dH a °fH', 'dureza-del-agua'],
    // speed to speed, power to power, charge, time, lengths, number systems
    ['12 km/h a mph', 'velocidad'],
    ['10 km/h a m/s', 'velocidad'],
    ['1000 W a kW', 'potencia'],
    ['1000 W a CV', 'potencia'],
    ['3000 mAh a Ah', 'carga-electrica'],
    ['1 Ah a culombios', 'carga-electrica'],
    ['1:30 h a minutos', 'tiempo'],
    ['5:30 a minutos', 'tiempo'],
    ['5 min a segundos', 'tiempo'],
    ['5 km a millas', 'longitud'],
    ['10 km en millas', 'longitud'],
    ['a4 en decimal', 'numeros'],
  ])('%s → %s', (query, family) => {
    expect(reading(query)).toBeUndefined();
    expect(parseQuery(query, index)).toMatchObject({ kind: 'answer', family });
  });

  it.each([
    // Not the calculators' either way: the parser says what it says.
    '30 grados a fahrenheit',
    'cuántos fahrenheit son 30 grados',
    '10 grados alemanes a mg/l',
    '5 A a mA',
    '5 A',
    '1000 W',
    'A4',
    'carta',
    'b1 en hexadecimal',
    '5 k a millas',
    'una pendiente de 5 km',
    'ritmo cardiaco 60',
    '1 g a %',
  ])('%s is not a calculator question', (query) => {
    expect(reading(query)).toBeUndefined();
  });

  it('leaves every question of the generated corpus and the hand tables to the unit parser', () => {
    const queries = [
      ...generatedRows().map((row) => row.query),
      ...allQueries(),
      ...HARD_CASES.map(([query]) => query),
      ...COOKING_CASES.map(([query]) => query),
      ...NUMBER_SYSTEM_CASES.map(([query]) => query),
      ...PLAIN_REFUSALS.map(([query]) => query),
    ];
    expect(queries.length).toBeGreaterThan(3000);
    expect(queries.filter((query) => reading(query) !== undefined)).toEqual([]);
  });
});

describe('pace (/convertir-ritmo)', () => {
  it.each([
    // 5:00 min/km → 60 / 5 = 12 km/h
    ['5 min/km a km/h', '5:00 min/km → 12 km/h', '12'],
    // 5:30 = 5.5 min → 60 / 5.5 = 10.909 km/h
    ['5:30 min/km en km/h', '5:30 min/km → 10.91 km/h', '10.91'],
    // 60 / 12 = 5 min per km
    ['12 km/h a min/km', '12 km/h → 5:00 min/km', '5:00'],
    // 8 min per 1.609344 km: 1.609344 / (8 / 60) = 12.07008 km/h
    ['8 min/mi a km/h', '8:00 min/mi → 12.07 km/h', '12.07'],
    // 10 mph = 16.09344 km/h; 60 / 16.09344 = 3.72822 min = 3 min 43.69 s → 3:44
    ['10 mph a min/km', '10 mph → 3:44 min/km', '3:44'],
    // 270 s/km × 1.609344 km/mi = 434.52 s = 7 min 14.52 s → 7:15
    ['ritmo 4:30 en millas', '4:30 min/km → 7:15 min/mi', '7:15'],
  ])('%s', (query, line, copyText) => {
    expect(ask(query)).toMatchObject({ kind: 'answer', line, copyText });
  });

  it('says the pace it took for a bare figure, and offers the other one', () => {
    const answer = ask('5:30 en km/h');
    expect(answer).toMatchObject({ kind: 'answer', line: '5:30 min/km → 10.91 km/h' });
    expect(answer.kind === 'answer' && answer.understood).toMatch(/Entendí: 5:30 min\/km/);
    expect(answer.kind === 'answer' && answer.alternatives).toEqual([
      { label: '¿5:30 min/mi?', query: '5:30 min/mi en km/h' },
    ]);
  });

  it.each([
    // 42.195 km × 300 s = 12 658.5 s = 3:30:58.5 → 3:30:59 (half away from zero, D8)
    ['maratón a 5 min/km', 'Maratón (42.195 km) a 5:00 min/km → 3:30:59', '3:30:59'],
    // 21.0975 km × 285 s = 6012.79 s = 1:40:12.79 → 1:40:13
    ['media maratón a 4:45 min/km', 'Media maratón (21.0975 km) a 4:45 min/km → 1:40:13', '1:40:13'],
    // 10 km × 330 s = 3300 s = 55:00
    ['10 km a 5:30 el km', '10 km a 5:30 min/km → 55:00', '55:00'],
    // 5 km at 12 km/h: 5 / 12 h = 25 min
    ['5 km a 12 km/h', '5 km a 12 km/h → 25:00', '25:00'],
  ])('finishing time: %s', (query, line, copyText) => {
    expect(ask(query)).toMatchObject({ kind: 'answer', line, copyText });
  });

  it.each([
    // 3000 s / 10 km = 300 s/km = 5:00 min/km; 10 km / (50/60 h) = 12 km/h
    ['10 km en 50 minutos ritmo', '10 km en 50:00 → 5:00 min/km', '12 km/h'],
    // 12 600 s / 42.195 km = 298.61 s/km → 4:59 min/km; 42.195 / 3.5 = 12.0557 km/h
    ['qué ritmo necesito para un maratón en 3 h 30 min', 'Maratón (42.195 km) en 3:30:00 → 4:59 min/km', '12.06 km/h'],
    ['maratón en 3:30:00 a qué ritmo', 'Maratón (42.195 km) en 3:30:00 → 4:59 min/km', '12.06 km/h'],
    // 21 km / 1.75 h = 12 km/h; 6300 s / 21 km = 300 s = 5:00 min/km
    ['21 km en 1h45 velocidad', '21 km en 1:45:00 → 12 km/h', '5:00 min/km'],
  ])('pace for a time: %s', (query, line, also) => {
    expect(ask(query)).toMatchObject({ kind: 'answer', line, also });
  });

  it('opens the page on the question', () => {
    expect(ask('5:30 min/km en km/h')).toMatchObject({ href: '/convertir-ritmo?valor=5%3A30&unidad=min_km' });
    expect(ask('maratón a 5 min/km')).toMatchObject({
      href: '/convertir-ritmo?valor=5&unidad=min_km&distancia=maraton&calcular=llegada',
    });
    expect(ask('10 km en 50 minutos ritmo')).toMatchObject({
      href: '/convertir-ritmo?valor=5%3A00&unidad=min_km&distancia=10k&calcular=ritmo&objetivo=50%3A00',
    });
  });

  it('asks rather than guesses a time that reads two ways, and refuses what no one runs', () => {
    // 3:30 for a marathon: 3 h 30 min or 3 min 30 s.
    expect(ask('maratón en 3:30 ritmo')).toMatchObject({ kind: 'error', message: expect.stringMatching(/3 h 30 min/) });
    expect(ask('100 km/h a min/km')).toMatchObject({ kind: 'error', message: expect.stringMatching(/45 km\/h/) });
    expect(ask('-5 min/km a km/h')).toMatchObject({ kind: 'error', message: expect.stringMatching(/mayores que 0/) });
    expect(ask('5:70 min/km a km/h')).toMatchObject({ kind: 'error', message: expect.stringMatching(/0 a 59/) });
  });
});

describe('slope (/convertir-pendiente)', () => {
  it.each([
    // atan(0.1) = 5.710593°; 0.710593° × 60 = 42.6356′; 0.6356′ × 60 = 38.14″
    ['10 % en grados', '10 % → 5.7106°', '5.7106', '5°42′38.14″'],
    ['cuántos grados son 10 %', '10 % → 5.7106°', '5.7106', '5°42′38.14″'],
    ['10 por ciento en grados', '10 % → 5.7106°', '5.7106', '5°42′38.14″'],
    // atan(0.08) = 4.573921°
    ['pendiente del 8 %', '8 % → 4.5739°', '4.5739', '4°34′26.12″'],
    // atan(1/12) = 4.763642°
    ['1:12 en grados', '1:12 → 4.7636°', '4.7636', '4°45′49.11″'],
  ])('%s', (query, line, copyText, also) => {
    expect(ask(query)).toMatchObject({ kind: 'answer', line, copyText, also });
  });

  it.each([
    // tan(30°) = 0.5773503 → 57.735 %
    ['30 grados en porcentaje', '30° → 57.735 %', '57.735'],
    ['pendiente de 30 grados', '30° → 57.735 %', '57.735'],
    // tan(45°) = 1 → 100 %
    ['45° a %', '45° → 100 %', '100'],
    // 1 / 12 = 0.083333 → 8.3333 %
    ['1:12 en %', '1:12 → 8.3333 %', '8.3333'],
    ['rampa 1:12', '1:12 → 8.3333 %', '8.3333'],
    // 10 % = 0.1 = 100 ‰ (only with a word of slopes: otherwise a concentration)
    ['10 % de pendiente en ‰', '10 % → 100 ‰', '100'],
    // tan(0.5 rad) = 0.5463025 → 54.6302 %
    ['0.5 rad en %', '0.5 rad → 54.6302 %', '54.6302'],
    // 1 / 0.1 = 10: 1:10
    ['10 % en razón', '10 % → 1:10', '1:10'],
  ])('%s', (query, line, copyText) => {
    expect(ask(query)).toMatchObject({ kind: 'answer', line, copyText });
  });

  it('says what 1:n means and opens the page on the question', () => {
    expect(ask('1:12 en %')).toMatchObject({
      note: expect.stringMatching(/1 de subida por n de avance horizontal/),
      href: '/convertir-pendiente?valor=1%3A12&unidad=razon',
    });
    expect(ask('10 % en grados')).toMatchObject({ href: '/convertir-pendiente?valor=10&unidad=porcentaje' });
  });

  it('refuses a vertical wall in %, more than 90° and a negative slope in the page’s words', () => {
    expect(ask('90 grados en %')).toMatchObject({ kind: 'error', message: expect.stringMatching(/vertical/) });
    expect(ask('100 grados en %')).toMatchObject({ kind: 'error', message: expect.stringMatching(/90°/) });
    expect(ask('-10 % en grados')).toMatchObject({ kind: 'error', message: expect.stringMatching(/sin signo/) });
  });
});

describe('tyres (/calculadora-de-llantas)', () => {
  it.each([
    // sidewall 265 × 0.70 = 185.5 mm; 17 × 25.4 + 2 × 185.5 = 431.8 + 371 = 802.8 mm = 31.6063 in; 265 mm = 10.4331 in
    [
      '265/70R17 en pulgadas',
      '265/70 R17 → ≈ 31.61 in de diámetro y 10.43 in de ancho',
      '31.61',
      '802.8 mm de diámetro y 265 mm de ancho',
    ],
    // 16 × 25.4 + 2 × 205 × 0.55 = 406.4 + 225.5 = 631.9 mm = 24.878 in; 205 mm = 8.0709 in
    [
      '205/55 R16 diámetro',
      '205/55 R16 → ≈ 631.9 mm de diámetro y 205 mm de ancho',
      '631.9',
      '24.88 in de diámetro y 8.07 in de ancho',
    ],
    [
      '205/55 R16 en cm',
      '205/55 R16 → ≈ 63.19 cm de diámetro y 20.5 cm de ancho',
      '63.19',
      '24.88 in de diámetro y 8.07 in de ancho',
    ],
    // flotation, inches throughout: 31 × 25.4 = 787.4 mm; 10.5 × 25.4 = 266.7 mm
    [
      '31x10.50R15 en mm',
      '31x10.50R15 → ≈ 787.4 mm de diámetro y 266.7 mm de ancho',
      '787.4',
      '31 in de diámetro y 10.5 in de ancho',
    ],
  ])('%s', (query, line, copyText, also) => {
    expect(ask(query)).toMatchObject({
      kind: 'answer',
      line,
      copyText,
      also,
      note: expect.stringMatching(/nominales/),
    });
  });

  it('opens the page on the size alone, not compared with its example', () => {
    expect(ask('265/70R17 en pulgadas')).toMatchObject({ href: '/calculadora-de-llantas?medida=265%2F70+R17&nueva=' });
  });

  it('refuses a size that is not one, in the page’s words', () => {
    expect(ask('205/120 R16 en pulgadas')).toMatchObject({ kind: 'error', message: expect.stringMatching(/perfil/) });
  });
});

describe('paper sizes (/tamanos-de-papel)', () => {
  it.each([
    // 210 / 25.4 = 8.2677 in, 297 / 25.4 = 11.6929 in: rounded, so '≈'
    ['A4 en pulgadas', 'A4 → ≈ 8.27 × 11.69 in', '8.27 × 11.69 in'],
    // 8.5 × 2.54 = 21.59 cm, 11 × 2.54 = 27.94 cm: exact
    ['tamaño carta en cm', 'Carta → 21.59 × 27.94 cm', '21.59 × 27.94 cm'],
    // 297 / 25.4 × 300 = 3507.87 → 3508 px; 420 / 25.4 × 300 = 4960.63 → 4961 px
    ['A3 en px a 300 ppp', 'A3 a 300 ppp → ≈ 3508 × 4961 px', '3508 × 4961 px'],
    // 8.5 × 300 = 2550, 11 × 300 = 3300: whole pixels already
    ['carta a 300 ppp', 'Carta a 300 ppp → 2550 × 3300 px', '2550 × 3300 px'],
    // in the unit that defines it, and in the other beside it
    ['medidas de una hoja A4', 'A4 → 210 × 297 mm (≈ 8.27 × 11.69 in)', '210 × 297 mm'],
  ])('%s', (query, line, copyText) => {
    expect(ask(query)).toMatchObject({ kind: 'answer', line, copyText });
  });

  it('says the exact size and its source, and the resolution it took when none was said', () => {
    expect(ask('A4 en pulgadas')).toMatchObject({
      note: 'Su medida exacta es 210 × 297 mm, según ISO 216:2007.',
      href: '/tamanos-de-papel?tamano=a4',
    });
    // 210 / 25.4 × 96 = 793.7 → 794; 297 / 25.4 × 96 = 1122.5 → 1123
    const pixels = ask('A4 en px');
    expect(pixels).toMatchObject({
      line: 'A4 a 96 ppp → ≈ 794 × 1123 px',
      note: expect.stringMatching(/96 ppp/),
      alternatives: [{ label: '¿A 300 ppp?', query: 'A4 a 300 ppp' }],
      href: '/tamanos-de-papel?tamano=a4&ppp=96',
    });
    expect(ask('oficio en cm')).toMatchObject({ note: expect.stringMatching(/cambia de un país a otro/) });
  });
});

describe('watts and amperes (/calculadora-de-vatios-amperios)', () => {
  it.each([
    // I = P / V = 1000 / 220 = 4.545454… A
    ['1000 W a amperios a 220 V', '1000 W a 220 V → 4.5455 A', '4.5455'],
    // 2000 / 127 = 15.748031 A
    ['2000 w 127 v', '2000 W a 127 V → 15.748 A', '15.748'],
    // 3000 / 220 = 13.636363 A
    ['cuántos amperios son 3000 W a 220V', '3000 W a 220 V → 13.6364 A', '13.6364'],
    // P = V × I = 230 × 10 = 2300 W
    ['10 A a 230 V en vatios', '10 A a 230 V → 2300 W', '2300'],
    // 5000 / (√3 × 380) = 5000 / 658.179 = 7.59671 A
    ['5 kW a 380 V trifásica', '5 kW a 380 V trifásica → 7.5967 A', '7.5967'],
    // 1000 / (220 × 0.8) = 5.681818 A
    ['1000 W a 220 V fp 0.8', '1000 W a 220 V, FP 0.8 → 5.6818 A', '5.6818'],
    // 12 × 10 = 120 W
    ['10 A a 12 V en continua', '10 A a 12 V en continua → 120 W', '120'],
    // 10 000 VA / (√3 × 400) = 14.43376 A
    ['10 kVA a 400 V trifásica', '10 kVA a 400 V trifásica → 14.4338 A', '14.4338'],
  ])('%s', (query, line, copyText) => {
    expect(ask(query)).toMatchObject({ kind: 'answer', line, copyText });
  });

  it('says the power factor of 1 it took, and opens the calculator on the question', () => {
    expect(ask('1000 W a amperios a 220 V')).toMatchObject({
      note: expect.stringMatching(/^Supuse factor de potencia 1 en alterna monofásica o en continua/),
      href: '/calculadora-de-vatios-amperios?dato=vatios&valor=1000&circuito=monofasica&voltios=220&fp=1',
    });
    expect(ask('10 A a 230 V en vatios')).toMatchObject({ also: '2.3 kW' });
    expect(ask('10 A a 12 V en continua')).not.toHaveProperty('note');
  });

  it('reads "3.000 W" as D9 does and offers the thousands', () => {
    expect(ask('3.000 W a 220 V')).toMatchObject({
      understood: 'Entendí: 3 W',
      alternatives: [{ label: '¿3000 W?', query: '3000 W a 220 V' }],
    });
  });

  it('asks for the voltage it needs, and refuses a power factor above 1', () => {
    expect(ask('1000 W a amperios')).toMatchObject({ kind: 'error', message: expect.stringMatching(/tensión/) });
    expect(ask('1000 W a 220 V fp 1.2')).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(/mayor que 1/),
    });
  });
});

describe('no answer shows NaN or Infinity', () => {
  it.each(['0 min/km a km/h', '0 % en razón', '0 W a 0 V', 'A4 a 0 ppp', '0 km a 5 min/km', '205/55 R0 en mm'])(
    '%s',
    (query) => {
      const answer = ask(query);
      expect(JSON.stringify(answer)).not.toMatch(/NaN|Infinity|undefined/);
    },
  );
});
