/**
 * @jest-environment node
 */
/** Issue 35, D38: the pure steps behind a correction and a name's case (lib/quick/near-names.ts). */
import { CASE_PAIRS, caseChangesUnit, caseOf } from '@/lib/quick/letter-case';
import { anotherScale, correctedName } from '@/lib/quick/near-names';
import { SI_PREFIXES } from '@/lib/units/prefixes';

type Ref = readonly [string, string];
const NAMES: Record<string, readonly Ref[]> = {
  m: [['longitud', 'metros']],
  'm/s2': [['aceleracion', 'metros_segundo_cuadrado']],
  'mm/s2': [['aceleracion', 'milimetros_segundo_cuadrado']],
  'kgf·m': [['par', 'kilogramos_fuerza_metro']],
  gramos: [['peso', 'gramos']],
  granos: [['peso', 'granos']],
  kilometros: [['longitud', 'kilometros']],
  litros: [['volumen', 'litros']],
  decilitros: [['volumen', 'decilitros']],
};

describe('anotherScale', () => {
  it.each([
    ['µm/s2', 'm/s2'],
    ['µm/s2', 'mm/s2'],
    ['kgf·mm', 'kgf·m'],
    ['kn·cm', 'kn·m'],
    ['tib/s', 'kib/s'],
    ['kibit/s', 'kbit/s'],
    ['decalitros', 'decilitros'],
  ])('«%s» and «%s» are two scales of one unit', (a, b) => {
    expect(anotherScale(a, b, NAMES)).toBe(true);
  });

  it.each([
    // 'ramos' is no unit: a typo, not a prefix
    ['kramos', 'gramos'],
    ['kilometos', 'kilometros'],
    ['m/s2', 'm·s2'],
  ])('«%s» and «%s» are not', (a, b) => {
    expect(anotherScale(a, b, NAMES)).toBe(false);
  });
});

describe('correctedName', () => {
  it('corrects a name one edit from one unit of its family', () => {
    expect(correctedName('kilometos', NAMES)).toEqual({ name: 'kilometros', refs: [['longitud', 'kilometros']] });
  });

  it('does not correct to another scale of the unit typed', () => {
    expect(correctedName('µm/s2', NAMES)).toBeUndefined();
    expect(correctedName('kgf·mm', NAMES)).toBeUndefined();
  });

  it('does not choose between two units of one family', () => {
    expect(correctedName('graos', NAMES)).toBeUndefined();
  });
});

describe('caseChangesUnit', () => {
  const megahertz = { singular: 'megahercio' };
  const millimetre = { singular: 'milímetro' };
  const pebibyte = { singular: 'pebibyte' };
  const megabit = { singular: 'megabit por segundo' };

  it('reads a prefix in the other case as another unit', () => {
    expect(caseChangesUnit('mHz', megahertz)).toBe(true);
    expect(caseChangesUnit('Mm', millimetre)).toBe(true);
    expect(caseChangesUnit('MPa·s', { singular: 'milipascal segundo' })).toBe(true);
  });

  it('reads a b as a bit and a B as a byte, a word as the word', () => {
    expect(caseChangesUnit('Pb', pebibyte)).toBe(true);
    expect(caseChangesUnit('mBps', megabit)).toBe(true);
    expect(caseChangesUnit('PB', pebibyte)).toBe(false);
    expect(caseChangesUnit('Mbps', megabit)).toBe(false);
    expect(caseChangesUnit('Pebibytes', pebibyte)).toBe(false);
    expect(caseChangesUnit('Gibibytes', { singular: 'gibibyte' })).toBe(false);
  });

  it('leaves names written out and other letters alone', () => {
    expect(caseChangesUnit('Milímetros', millimetre)).toBe(false);
    expect(caseChangesUnit('Mhz', megahertz)).toBe(false);
    expect(caseChangesUnit('Km', { singular: 'kilómetro' })).toBe(false);
    expect(caseChangesUnit('Mph', { singular: 'milla por hora' })).toBe(false);
  });
});

describe('CASE_PAIRS', () => {
  it('names the prefixes as lib/units/prefixes.ts declares them (D28: written once, checked here)', () => {
    expect(CASE_PAIRS.m?.other).toBe(SI_PREFIXES.mega.name);
    expect(CASE_PAIRS.M?.other).toBe(SI_PREFIXES.mili.name);
    expect(CASE_PAIRS.p?.other).toBe(SI_PREFIXES.peta.name);
    // Each letter is the prefix's symbol in the other case: 'm' is milli's, so typed where mega's 'M' belongs.
    expect(SI_PREFIXES.mega.symbol).toBe('M');
    expect(SI_PREFIXES.mili.symbol).toBe('m');
    expect(SI_PREFIXES.peta.symbol).toBe('P');
  });
});

describe('caseOf', () => {
  it.each([
    ['mHz', 'mixed'],
    ['MM', 'upper'],
    ['mhz', 'lower'],
    ['µm', 'lower'],
  ] as const)('%s is %s', (text, expected) => {
    expect(caseOf(text)).toBe(expected);
  });
});
