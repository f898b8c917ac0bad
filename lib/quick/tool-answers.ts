/**
 * D36, issue 33: the quick box's answers to the numbers-in-words and Roman-numeral questions (tool-questions.ts),
 * with those pages' own functions; D37, issue 34: and to the calculator pages' (pace, slope, tyres, paper sizes,
 * watts and amperes), with theirs. Its own chunk: a question about units never downloads it (D32).
 */
import { ELECTRIC_POWER_PATH } from '@/lib/content/electric-power';
import { PACE_PATH } from '@/lib/content/pace';
import { PAPER_SIZES_PATH } from '@/lib/content/paper-sizes';
import { ROMAN_NUMERALS_PATH } from '@/lib/content/roman-numerals';
import { SLOPE_PATH } from '@/lib/content/slope';
import { TYRES_PATH } from '@/lib/content/tyres';
import { CSS_PPP } from '@/lib/families/pixeles/units';
import { capitalise, formatCount } from '@/lib/text';
import {
  amperesFromKilovoltAmperes,
  amperesFromWatts,
  wattsFromAmperes,
  type CircuitKind,
  type ElectricOutcome,
} from '@/lib/tools/electric-power';
import { readNumber } from '@/lib/tools/numbers-in-words';
import { amountInWords, DOLLAR, EURO, mexicanCheque, readAmount } from '@/lib/tools/numbers-in-words/money';
import { NUMBERS_IN_WORDS_PATH } from '@/lib/tools/numbers-in-words/words';
import { wordsToNumber, writeFigures } from '@/lib/tools/numbers-in-words/words-to-number';
import {
  convertRunning,
  finishingTime,
  formatClock,
  isPaceUnit,
  paceForTime,
  parseRunningValue,
  RACE_DISTANCES,
  RUNNING_UNITS,
  type DistanceUnit,
  type RunningUnit,
} from '@/lib/tools/pace';
import { shortName, sizeWithUnit, writeSize } from '@/lib/tools/paper-format';
import { paperByKey, paperDimensions, paperPixels, type PaperSize, type PaperUnit } from '@/lib/tools/paper-sizes';
import { romanAnswer } from '@/lib/tools/roman-numerals/answer';
import { describeRomanAnswer, romanHint } from '@/lib/tools/roman-numerals/wording';
import { angleToSlope, parseRatio, SLOPE_UNITS, slopeToAngle, type SlopeUnit } from '@/lib/tools/slope';
import { SLOPE_DECIMALS } from '@/lib/tools/slope-forms';
import { readTyre } from '@/lib/tools/tyres';
import { formatDms, formatGiven, formatNumber, formatPlain } from '@/lib/units/format';
import { parseNumber } from '@/lib/units/parse';
import type { RaceDistance, RunningSymbol, SlopeSymbol, ToolQuestion } from './tool-questions';
import type { QuickResult } from './types';

const address = (path: string, key: string, value: string) => `${path}?${new URLSearchParams({ [key]: value })}`;
const addressOf = (path: string, values: Record<string, string>) => `${path}?${new URLSearchParams(values)}`;

type Answer = Extract<QuickResult, { kind: 'answer' }>;

function answer(
  fields: Pick<Answer, 'family' | 'from' | 'to' | 'line' | 'copyText' | 'href'> &
    Partial<Pick<Answer, 'note' | 'understood' | 'also' | 'alternatives'>> & { value: number },
): QuickResult {
  const { note, understood, also, alternatives = [], ...rest } = fields;
  return {
    kind: 'answer',
    ...rest,
    ...(understood && { understood }),
    ...(also && { also }),
    ...(note && { note }),
    alternatives,
  };
}

const refusal = (message: string): QuickResult => ({ kind: 'error', message });

/** A figure as the pages read it (D9), or the pages' hint. */
function numberOrReason(text: string): { ok: true; value: number } | { ok: false; reason: string } {
  const read = parseNumber(text);
  return read.ok ? read : { ok: false, reason: 'Introduce un número válido.' };
}

/** '1234 en letras': the number as the RAE writes it; an amount in pesos as a Mexican cheque writes it. */
function inWords(subject: string, currency: 'pesos' | 'euros' | 'dolares' | undefined): QuickResult {
  const href = address(NUMBERS_IN_WORDS_PATH, 'numero', subject);
  if (currency) {
    const amount = readAmount(subject);
    if (!amount.ok) return { kind: 'error', message: amount.message };
    const written =
      currency === 'pesos'
        ? mexicanCheque(amount.value)
        : amountInWords(amount.value, currency === 'euros' ? EURO : DOLLAR);
    const words = currency === 'pesos' ? written.upper : written.lower;
    return answer({
      family: 'numeros-a-letras',
      from: 'numero',
      to: currency,
      value: Number(subject.replace(',', '.')) || 0,
      line: `${subject} ${currency === 'dolares' ? 'dólares' : currency} → ${words}`,
      copyText: words,
      href,
      ...(currency === 'pesos' && { note: 'Formato de cheque y CFDI de México: centavos sobre 100 y M.N.' }),
    });
  }
  const read = readNumber(subject);
  if (!read.ok) return { kind: 'error', message: read.message };
  const { words, thousandsReading } = read.value;
  return answer({
    family: 'numeros-a-letras',
    from: 'numero',
    to: 'letras',
    value: Number(subject.replace(',', '.')) || 0,
    line: `${subject} → ${words}`,
    copyText: words,
    href,
    ...(thousandsReading && { note: `Entendí un decimal. Si querías decir miles: ${thousandsReading}.` }),
  });
}

/** 'mil doscientos en número': the figures of a number written in words. */
function inFigures(subject: string): QuickResult {
  const read = wordsToNumber(subject);
  if (!read.ok) return { kind: 'error', message: read.message };
  const plain = writeFigures(read.value, { grouped: false });
  return answer({
    family: 'numeros-a-letras',
    from: 'letras',
    to: 'numero',
    value: Number(plain) || 0,
    line: `${subject} → ${writeFigures(read.value)}`,
    copyText: plain,
    href: address(NUMBERS_IN_WORDS_PATH, 'numero', plain),
  });
}

/** 'XIV en números', '2026 en romano', 'siglo xxi en números', 'IIII en números' (with what the standard form is). */
function roman(subject: string): QuickResult {
  const read = romanAnswer(subject);
  if (!read.ok) return { kind: 'error', message: romanHint(read) || 'Escribe un número o un número romano.' };
  const view = describeRomanAnswer(read);
  if (!view.line) return { kind: 'error', message: view.problem?.summary ?? 'Ese número romano no tiene valor.' };
  return answer({
    family: 'numeros-romanos',
    from: read.kind === 'to-roman' ? 'numero' : 'romano',
    to: read.kind === 'to-roman' ? 'romano' : 'numero',
    value: read.kind === 'century' ? read.century : read.value,
    line: view.line,
    copyText: view.copy,
    href: address(ROMAN_NUMERALS_PATH, 'valor', subject),
    note: view.problem?.summary ?? view.notes[0],
  });
}

// Pace (/convertir-ritmo) ----------------------------------------------------------------------------------------

/** The page's unit for a symbol the question wrote (lib/tools/pace.ts names each unit once). */
function runningUnit(symbol: RunningSymbol): RunningUnit {
  return (RUNNING_UNITS.find((unit) => unit.symbol === symbol) ?? RUNNING_UNITS[0])?.key as RunningUnit;
}

/**
 * A pace as its clock, a speed to the page's two decimals (D8), with the symbol as the page writes it: '5:00 min/km',
 * '0:30 /100 m', '12 km/h'; `plain` as the copy button copies it.
 */
function writeRunning(value: number, unit: RunningUnit): { text: string; plain: string } {
  const symbol = RUNNING_UNITS.find((candidate) => candidate.key === unit)?.symbol ?? '';
  if (isPaceUnit(unit)) {
    const clock = formatClock(value);
    return { text: symbol.startsWith('s/') ? `${clock} /100 m` : `${clock} ${symbol}`, plain: clock };
  }
  return { text: `${formatNumber(value, 2)} ${symbol}`, plain: formatPlain(value, 2) };
}

/** The value as given: a pace as its clock (5.5 → 5:30), a speed as typed. */
function writeGivenRunning(value: number, unit: RunningUnit): string {
  if (isPaceUnit(unit)) return writeRunning(value, unit).text;
  return `${formatGiven(value)} ${RUNNING_UNITS.find((candidate) => candidate.key === unit)?.symbol ?? ''}`;
}

const ASSUMED_PACE = (given: string) => `Entendí: ${given}. Si era otro ritmo, escribe la unidad.`;

/** '5:30 min/km en km/h', '12 km/h a min/km', 'ritmo 4:30 en millas' (min/km read, said, and min/mi offered). */
function pace(question: Extract<ToolQuestion, { tool: 'ritmo' }>): QuickResult {
  const from = runningUnit(question.from);
  const to = runningUnit(question.to);
  const read = parseRunningValue(question.value, from);
  if (!read.ok) return refusal(read.reason);
  const converted = convertRunning(read.value, from, to);
  if (!converted.ok) return refusal(converted.reason);
  const given = writeGivenRunning(read.value, from);
  const result = writeRunning(converted.value, to);
  const other: RunningSymbol = question.from === 'min/km' ? 'min/mi' : 'min/km';
  return answer({
    family: 'ritmo',
    from,
    to,
    value: read.value,
    line: `${given} → ${result.text}`,
    copyText: result.plain,
    href: addressOf(PACE_PATH, { valor: question.value, unidad: from }),
    ...(question.assumed && {
      understood: ASSUMED_PACE(given),
      alternatives:
        other === question.to
          ? []
          : [{ label: `¿${question.value} ${other}?`, query: `${question.value} ${other} en ${question.to}` }],
    }),
  });
}

/** A race as the page names it ('Maratón (42.195 km)', '10 km'), in km or mi, and how its address says it. */
function raceOf(
  distance: RaceDistance,
): { distance: number; unit: DistanceUnit; name: string; params: Record<string, string> } | QuickResult {
  if ('race' in distance) {
    const race = RACE_DISTANCES.find((candidate) => candidate.key === distance.race);
    if (!race) return refusal('No conozco esa distancia.');
    const km = race.metres / 1000;
    return {
      distance: km,
      unit: 'km',
      name: `${race.name} (${formatNumber(km, 4)} km)`,
      params: { distancia: race.key },
    };
  }
  const read = numberOrReason(distance.value);
  if (!read.ok) return refusal(read.reason);
  const name = `${formatGiven(read.value)} ${distance.unit}`;
  // The page takes a distance in km or mi: metres go there as kilometres.
  const [value, unit] = distance.unit === 'm' ? [read.value / 1000, 'km' as const] : [read.value, distance.unit];
  const race = unit === 'km' ? RACE_DISTANCES.find((candidate) => candidate.metres === value * 1000) : undefined;
  const params: Record<string, string> = race
    ? { distancia: race.key }
    : { distancia: 'otra', otra: String(value), udist: unit };
  return { distance: read.value, unit: distance.unit, name, params };
}

/** 'maratón a 5 min/km' → the finishing time, as the page's race box writes it. */
function raceTime(question: Extract<ToolQuestion, { tool: 'tiempo-de-carrera' }>): QuickResult {
  const unit = runningUnit(question.unit);
  const read = parseRunningValue(question.value, unit);
  if (!read.ok) return refusal(read.reason);
  const race = raceOf(question.distance);
  if ('kind' in race) return race;
  const time = finishingTime(read.value, unit, race.distance, race.unit);
  if (!time.ok) return refusal(time.reason);
  const given = writeGivenRunning(read.value, unit);
  const clock = formatClock(time.value);
  return answer({
    family: 'ritmo',
    from: unit,
    to: 'tiempo',
    value: read.value,
    line: `${race.name} a ${given} → ${clock}`,
    copyText: clock,
    href: addressOf(PACE_PATH, { valor: question.value, unidad: unit, ...race.params, calcular: 'llegada' }),
    ...(question.assumed && { understood: ASSUMED_PACE(given) }),
  });
}

/** '10 km en 50 minutos ritmo' → the pace (or speed) that runs it, and the other one beside it. */
function paceForTarget(question: Extract<ToolQuestion, { tool: 'ritmo-para-tiempo' }>): QuickResult {
  const race = raceOf(question.distance);
  if ('kind' in race) return race;
  if ('unclear' in question) {
    const [first, second] = question.unclear.split(':');
    return refusal(
      `¿${first} h ${second} min o ${first} min ${second} s? Escribe el tiempo con sus unidades (${first} h ${second} min) o como ${question.unclear}:00.`,
    );
  }
  const to = runningUnit(question.to);
  const needed = paceForTime(question.seconds, race.distance, race.unit, to);
  if (!needed.ok) return refusal(needed.reason);
  const inMiles = race.unit === 'mi';
  const pairedUnit = runningUnit(isPaceUnit(to) ? (inMiles ? 'mph' : 'km/h') : inMiles ? 'min/mi' : 'min/km');
  const paired = paceForTime(question.seconds, race.distance, race.unit, pairedUnit);
  const result = writeRunning(needed.value, to);
  const clock = formatClock(question.seconds);
  // The page's converter opens on the pace needed, its race box on the target time.
  const [pace, paceUnit] = isPaceUnit(to) ? [needed, to] : [paired, pairedUnit];
  return answer({
    family: 'ritmo',
    from: 'tiempo',
    to,
    value: question.seconds,
    line: `${race.name} en ${clock} → ${result.text}`,
    copyText: result.plain,
    href: addressOf(PACE_PATH, {
      ...(pace.ok && { valor: formatClock(pace.value), unidad: paceUnit }),
      ...race.params,
      calcular: 'ritmo',
      objetivo: formatClock(question.seconds),
    }),
    ...(paired.ok && { also: writeRunning(paired.value, pairedUnit).text }),
  });
}

// Slope (/convertir-pendiente) -----------------------------------------------------------------------------------

function slopeUnit(symbol: SlopeSymbol): SlopeUnit {
  return (SLOPE_UNITS.find((unit) => unit.symbol === symbol) ?? SLOPE_UNITS[0])?.key as SlopeUnit;
}

/** As the slope page writes each form (its 4 decimals): '5.7106°', '8.3333 %', '1:12', '0.0997 rad'. */
function writeSlope(value: number, symbol: SlopeSymbol, digits: (value: number) => string): string {
  const n = digits(value);
  if (symbol === '1:n') return `1:${n}`;
  return symbol === '°' ? `${n}°` : `${n} ${symbol}`;
}

/** '10 % en grados', '30 grados en porcentaje', '1:12 en %', 'pendiente del 8 %'. */
function slope(question: Extract<ToolQuestion, { tool: 'pendiente' }>): QuickResult {
  const from = slopeUnit(question.from);
  const to = slopeUnit(question.to);
  const read = question.from === '1:n' ? parseRatio(question.value) : numberOrReason(question.value);
  if (!read.ok) return refusal(read.reason);
  const angle = slopeToAngle(read.value, from);
  if (!angle.ok) return refusal(angle.reason);
  const result = angleToSlope(angle.value, to);
  if (!result.ok) return refusal(result.reason);
  const text = writeSlope(result.value, question.to, (value) => formatNumber(value, SLOPE_DECIMALS));
  const given =
    question.from === '1:n' ? question.value.replace(',', '.') : writeSlope(read.value, question.from, formatGiven);
  const ratio = question.from === '1:n' || question.to === '1:n';
  return answer({
    family: 'pendiente',
    from,
    to,
    value: read.value,
    line: `${given} → ${text}`,
    copyText:
      question.to === '1:n'
        ? `1:${formatPlain(result.value, SLOPE_DECIMALS)}`
        : formatPlain(result.value, SLOPE_DECIMALS),
    href: addressOf(SLOPE_PATH, { valor: question.value, unidad: from }),
    // Degrees also as degrees, minutes and seconds, as a protractor or a surveyor reads them (as the page does).
    ...(question.to === '°' && text.includes('.') && { also: formatDms(result.value) }),
    ...(ratio && { note: 'Razón 1:n: 1 de subida por n de avance horizontal.' }),
  });
}

// Tyres (/calculadora-de-llantas) --------------------------------------------------------------------------------

/** The page's decimals: millimetres to 0.1, inches to 0.01. */
const TYRE_DECIMALS = { mm: 1, cm: 2, in: 2 } as const;
const TYRE_NOTE =
  'Medidas nominales, aproximadas: el diámetro real cambia un poco con la marca, el desgaste, la presión y la carga.';

/** '265/70R17 en pulgadas' → its nominal overall diameter and width, in the unit asked for (mm by default). */
function tyre(question: Extract<ToolQuestion, { tool: 'llantas' }>): QuickResult {
  const read = readTyre(question.size);
  if (!read.ok) return refusal(read.reason);
  const { size, diameter, width } = read.tyre;
  const unit = question.to ?? 'mm';
  const inUnit = (length: { mm: number; in: number }) =>
    unit === 'in' ? length.in : unit === 'cm' ? length.mm / 10 : length.mm;
  const both = (write: (value: number) => string, shownUnit: 'mm' | 'cm' | 'in') =>
    `${write(inUnit(diameter))} ${shownUnit} de diámetro y ${write(inUnit(width))} ${shownUnit} de ancho`;
  const decimals = TYRE_DECIMALS[unit];
  const other = unit === 'in' ? 'mm' : 'in';
  const otherText = `${formatNumber(diameter[other], TYRE_DECIMALS[other])} ${other} de diámetro y ${formatNumber(width[other], TYRE_DECIMALS[other])} ${other} de ancho`;
  return answer({
    family: 'llantas',
    from: 'medida',
    to: unit,
    value: inUnit(diameter),
    line: `${size.label} → ≈ ${both((value) => formatNumber(value, decimals), unit)}`,
    copyText: formatPlain(inUnit(diameter), decimals),
    // The second size left empty: the page computes this one alone instead of comparing it with its example.
    href: addressOf(TYRES_PATH, { medida: size.label, nueva: '' }),
    // The same nominal figures in the other unit: '= 802.8 mm …' under '≈ 31.61 in …'.
    also: otherText,
    note: TYRE_NOTE,
  });
}

// Paper sizes (/tamanos-de-papel) --------------------------------------------------------------------------------

/** The names people give the sizes the page keys otherwise. */
const PAPER_KEYS: Record<string, string> = {
  letter: 'carta',
  tabloid: 'tabloide',
  ledger: 'tabloide',
  oficio: 'oficio_pwg',
};

const paperName = shortName;

/** '210 × 297 mm', '≈ 8.27 × 11.69 in' where a side does not fit the page's two decimals (D33): the page's writer. */
function writePaper(paper: PaperSize, unit: PaperUnit): { text: string; plain: string } {
  const { plain } = writeSize(paper, unit);
  return { text: sizeWithUnit(paper, unit), plain: `${plain} ${unit}` };
}

/** 'A4 en pulgadas', 'tamaño carta en cm', 'A3 en px a 300 ppp' (96 ppp, CSS's reference, when none is said). */
function paper(question: Extract<ToolQuestion, { tool: 'papel' }>): QuickResult {
  const found = paperByKey(PAPER_KEYS[question.name] ?? question.name);
  if (!found) return refusal('No conozco ese tamaño de papel.');
  const name = capitalise(paperName(found));
  const defined = writePaper(found, found.definedIn);
  const exactly = `Su medida exacta es ${defined.text}, según ${found.source.split(/ \(|, /)[0]}.${found.note ? ` ${found.note}` : ''}`;
  if (question.to === 'px') {
    const read = question.ppp === undefined ? { ok: true as const, value: CSS_PPP } : numberOrReason(question.ppp);
    if (!read.ok) return refusal(read.reason);
    const pixels = paperPixels(found, read.value);
    if (!pixels.ok) return refusal(pixels.reason);
    const inches = paperDimensions(found, 'in');
    const whole = [inches.width, inches.height].every((side) =>
      Number.isInteger(Number((side * read.value).toPrecision(12))),
    );
    const size = `${formatCount(pixels.value.width)} × ${formatCount(pixels.value.height)} px`;
    return answer({
      family: 'papel',
      from: found.key,
      to: 'px',
      value: read.value,
      line: `${name} a ${formatGiven(read.value)} ppp → ${whole ? '' : '≈ '}${size}`,
      copyText: `${pixels.value.width} × ${pixels.value.height} px`,
      href: addressOf(PAPER_SIZES_PATH, { tamano: found.key, ppp: String(read.value) }),
      note:
        question.ppp === undefined
          ? `A ${CSS_PPP} ppp, la referencia de las pantallas (CSS); para imprimir se suelen usar 300 ppp. En píxeles enteros.`
          : 'En píxeles enteros: pulgadas × ppp, redondeado.',
      ...(question.ppp === undefined && {
        alternatives: [{ label: '¿A 300 ppp?', query: `${paperName(found)} a 300 ppp` }],
      }),
    });
  }
  const unit = question.to ?? found.definedIn;
  const size = writePaper(found, unit);
  const other = unit === 'in' ? 'mm' : 'in';
  return answer({
    family: 'papel',
    from: found.key,
    to: unit,
    value: paperDimensions(found, unit).width,
    // Asked for no unit, the size in the one that defines it and, beside it, in the other: 'A4 → 210 × 297 mm
    // (≈ 8.27 × 11.69 in)'.
    line: `${name} → ${size.text}${question.to === undefined ? ` (${writePaper(found, other).text})` : ''}`,
    copyText: size.plain,
    href: address(PAPER_SIZES_PATH, 'tamano', found.key),
    note: exactly,
  });
}

// Watts and amperes (/calculadora-de-vatios-amperios) ------------------------------------------------------------

/** The page's decimals (D8): amperes and kilowatts to 0.0001, watts to 0.01. */
const POWER_DECIMALS = { A: 4, W: 2, kW: 4 } as const;
/** '1.500' and '3,000': 1.5 and 3 as D9 reads them, or thousands as many write them. */
const THOUSANDS_LOOKALIKE = /^\d{1,3}[.,]\d{3}$/;

/** '1000 W a 220 V' → amperes, '10 A a 230 V' → watts; single-phase with a power factor of 1 unless said, and said. */
function power(question: Extract<ToolQuestion, { tool: 'vatios-amperios' }>): QuickResult {
  const { given, to } = question;
  const read = numberOrReason(question.value);
  if (!read.ok) return refusal(read.reason);
  const givenText = `${formatGiven(read.value)} ${given}`;
  if (question.volts === undefined) {
    const what = given === 'A' ? 'amperios a vatios' : 'vatios a amperios';
    return refusal(`Para pasar ${what} hace falta la tensión: escribe, por ejemplo, «${givenText} a 220 V».`);
  }
  const volts = numberOrReason(question.volts);
  if (!volts.ok) return refusal(volts.reason);
  const kind: CircuitKind = question.circuit ?? 'monofasica';
  const factor =
    question.powerFactor === undefined ? { ok: true as const, value: 1 } : numberOrReason(question.powerFactor);
  if (!factor.ok) return refusal(factor.reason);
  const circuit = { kind, volts: volts.value, powerFactor: factor.value };
  const outcome: ElectricOutcome =
    given === 'A'
      ? wattsFromAmperes(read.value, circuit)
      : given === 'kVA'
        ? amperesFromKilovoltAmperes(read.value, circuit)
        : amperesFromWatts(given === 'kW' ? read.value * 1000 : read.value, circuit);
  if (!outcome.ok) return refusal(outcome.reason);
  const { result } = outcome;
  // The active power as the calculator works it out, P = S × FP (read so, not by its field's name: the quick
  // conversion's code names no unit key, and the power family's watt is keyed like that field).
  const active = result.voltAmperes * result.powerFactor;
  const figure = to === 'A' ? result.amperes : to === 'kW' ? active / 1000 : active;
  const written = formatNumber(figure, POWER_DECIMALS[to]);
  const kindText = kind === 'continua' ? ' en continua' : kind === 'trifasica' ? ' trifásica' : '';
  const factorText =
    kind !== 'continua' && given !== 'kVA' && factor.value !== 1 ? `, FP ${formatGiven(factor.value)}` : '';
  // What the figure takes for granted, said (D38). With a power factor of 1, single-phase AC and DC give the same
  // figure, so a question that names neither circuit is answered for both.
  const unsaidFactor = kind !== 'continua' && given !== 'kVA' && question.powerFactor === undefined;
  const circuitSaid = question.circuit === undefined ? ' en alterna monofásica o en continua' : '';
  const notes = [
    ...(unsaidFactor
      ? [
          `Supuse factor de potencia 1${circuitSaid} (una carga resistiva, como una estufa, un horno o un hervidor).`,
          `Con motores o fuentes el factor es menor y ${given === 'A' ? 'la potencia, menor' : 'la corriente, mayor'}.`,
        ]
      : question.circuit === undefined
        ? ['Supuse corriente alterna monofásica.']
        : []),
    ...(kind === 'trifasica' ? ['Trifásica: tensión entre fases y carga equilibrada.'] : []),
  ];
  const known = given === 'A' ? 'amperios' : given === 'kVA' ? 'kva' : 'vatios';
  const other = THOUSANDS_LOOKALIKE.test(question.value) ? Number(question.value.replace(/[.,]/, '')) : undefined;
  return answer({
    family: 'vatios-amperios',
    from: known,
    to,
    value: read.value,
    line: `${givenText} a ${formatGiven(volts.value)} V${kindText}${factorText} → ${written} ${to}`,
    copyText: formatPlain(figure, POWER_DECIMALS[to]),
    href: addressOf(ELECTRIC_POWER_PATH, {
      dato: known,
      valor: String(given === 'kW' ? read.value * 1000 : read.value),
      circuito: kind,
      voltios: String(volts.value),
      ...(kind !== 'continua' && { fp: String(factor.value) }),
    }),
    ...(to === 'W' && active >= 1000 && { also: `${formatNumber(active / 1000, POWER_DECIMALS.kW)} kW` }),
    ...(notes.length > 0 && { note: notes.join(' ') }),
    ...(other !== undefined && {
      understood: `Entendí: ${givenText}`,
      alternatives: [
        {
          label: `¿${formatGiven(other)} ${given}?`,
          query: `${other} ${given} a ${question.volts} V${kindText}${factorText}`,
        },
      ],
    }),
  });
}

export function answerToolQuestion(question: ToolQuestion): QuickResult {
  switch (question.tool) {
    case 'letras':
      return inWords(question.subject, question.currency);
    case 'cifras':
      return inFigures(question.subject);
    case 'romanos':
      return roman(question.subject);
    case 'ritmo':
      return pace(question);
    case 'tiempo-de-carrera':
      return raceTime(question);
    case 'ritmo-para-tiempo':
      return paceForTarget(question);
    case 'pendiente':
      return slope(question);
    case 'llantas':
      return tyre(question);
    case 'papel':
      return paper(question);
    case 'vatios-amperios':
      return power(question);
  }
}
