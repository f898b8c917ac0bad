/**
 * @jest-environment node
 */
/**
 * Issue 20, STYLE rule 13: the quick conversion's steps one by one (normalise → numbers → units → family → readings →
 * answer). The table of questions (parse-query.test.ts) checks what they give together; here each step is given
 * what the steps before it found, and checked alone.
 */
import { indexFromNames } from '@/lib/quick/expand-index';
import { laterReaders } from '@/lib/quick/later-readers';
import {
  buildAnswer,
  chooseFamily,
  findUnits,
  normaliseQuestion,
  otherReadings,
  readQuantity,
} from '@/lib/quick/parse-query';
import type { Choice, FoundUnits, Quantity } from '@/lib/quick/types';
import { buildUnitIndex, quickNames } from '@/lib/quick/unit-index';

const index = buildUnitIndex();

/** The steps before the one under test, for 'source a target'. */
function quantityOf(question: string): Quantity {
  const [source = '', target = ''] = question.split(' a ');
  const quantity = readQuantity(source, target, index);
  if (!quantity) throw new Error(`«${question}» no tiene cantidad`);
  return quantity;
}
function unitsOf(question: string): [Quantity, FoundUnits] {
  const quantity = quantityOf(question);
  const units = findUnits(quantity, index);
  if (!units || 'kind' in units) throw new Error(`«${question}»: ${JSON.stringify(units)}`);
  return [quantity, units];
}
function choiceOf(question: string): [Quantity, FoundUnits, Choice] {
  const [quantity, units] = unitsOf(question);
  const choice = chooseFamily(quantity, units, index);
  if (!choice || 'kind' in choice) throw new Error(`«${question}»: ${JSON.stringify(choice)}`);
  return [quantity, units, choice];
}
const readingsOf = (question: string) => otherReadings(...choiceOf(question), index);

describe('normaliseQuestion', () => {
  it('leaves one line of words: no ¿?¡!, no control characters, single spaces, no closing dot', () => {
    expect(normaliseQuestion('  ¿Cuántos  gramos son 3 onzas?  ')).toBe('Cuántos gramos son 3 onzas');
    expect(normaliseQuestion('5 pies\u0000a\tmetros.')).toBe('5 pies a metros');
    expect(normaliseQuestion('¡1,5 kg!')).toBe('1,5 kg');
  });

  it('answers at once where there is nothing to read', () => {
    expect(normaliseQuestion(' \u0007 ')).toEqual({ kind: 'none' });
    expect(normaliseQuestion('5 pies a metros '.repeat(20))).toEqual({
      kind: 'error',
      message: 'La pregunta es demasiado larga: escribe algo como «5 pies a metros».',
    });
  });
});

describe('readQuantity', () => {
  it('reads the number and leaves the units as typed', () => {
    expect(readQuantity('5 pies', ' metros ')).toMatchObject({
      value: 5,
      unitText: 'pies',
      targetUnitText: 'metros',
      priced: false,
      read: { value: 5, typed: '5' },
    });
  });

  it('reads no number as 1, and says none was typed', () => {
    expect(readQuantity('kilos', 'libras')).toMatchObject({ read: undefined, value: 1, unitText: 'kilos' });
  });

  it("adds 'y medio' and drops a leading 'de'", () => {
    expect(readQuantity('un kilo y medio', 'libras')).toMatchObject({ value: 1.5, unitText: 'kilo' });
    expect(readQuantity('1/2 de taza', 'ml')).toMatchObject({ value: 0.5, unitText: 'taza' });
  });

  it('keeps the other reading of 1.500 (D9)', () => {
    expect(readQuantity('1.500 pies', 'metros')?.read).toMatchObject({ value: 1.5, otherReading: 1500 });
  });

  it("marks a price per quantity and drops 'precio por'", () => {
    expect(readQuantity('100 precio por kilo', 'precio por libra')).toMatchObject({
      value: 100,
      unitText: 'kilo',
      targetUnitText: 'libra',
      priced: true,
    });
  });
});

describe('findUnits', () => {
  it('finds each side in every family that has the name', () => {
    expect(findUnits(quantityOf('5 pies a metros'), index)).toEqual({
      sources: [['longitud', 'pies']],
      terms: [[['longitud', 'pies']]],
      corrected: [],
      targets: expect.arrayContaining([
        ['longitud', 'metros'],
        ['tacos', 'metros'],
      ]),
    });
    expect(unitsOf('2 libras a kilos')[1].sources).toEqual(
      expect.arrayContaining([
        ['peso', 'libras'],
        ['pesos-antiguos', 'libra'],
      ]),
    );
  });

  it('says which side is no unit where a number was typed', () => {
    expect(findUnits(quantityOf('5 furlongs a metros'), index)).toEqual({
      kind: 'error',
      message: 'No conozco la unidad «furlongs».',
    });
    expect(findUnits(quantityOf('5 pies a parsecos'), index)).toEqual({
      kind: 'error',
      message: 'No conozco la unidad «parsecos».',
    });
    // 'centrimetos' is two edits from 'centímetros': not corrected, but offered where the nearest names are asked for.
    expect(findUnits(quantityOf('5 pies a centrimetos'), index, 'suggested', laterReaders)).toMatchObject({
      kind: 'error',
      message: 'No conozco la unidad «centrimetos».',
      suggestions: expect.arrayContaining([{ label: '¿Centímetros?', query: '5 pies a centímetros' }]),
    });
    expect(findUnits(quantityOf('5 zzz a yyy'), index)).toEqual({
      kind: 'error',
      message: 'No conozco «zzz» ni «yyy» como unidades.',
    });
  });

  it('leaves text without a number to the finder', () => {
    expect(findUnits(quantityOf('presión a neumáticos'), index)).toBeUndefined();
    expect(findUnits(quantityOf('furlongs a metros'), index)).toBeUndefined();
  });

  it('corrects a name one edit away unless asked for the plain reading, and says which', () => {
    expect(findUnits(quantityOf('5 kilometos a millas'), index)).toMatchObject({ kind: 'error' });
    expect(findUnits(quantityOf('5 kilometos a millas'), index, 'corrected', laterReaders)).toMatchObject({
      sources: [['longitud', 'kilometros']],
      corrected: ['kilometros'],
    });
  });
});

describe('chooseFamily', () => {
  it('takes the first family where both are units, and names the next one', () => {
    expect(choiceOf('3 toneladas a kilos')[2]).toMatchObject({
      family: 'peso',
      from: 'toneladas',
      to: 'kilogramos',
      other: 'pesos-antiguos',
      loaded: { path: '/convertir-peso' },
    });
    expect(choiceOf('5 pies a metros')[2]).toMatchObject({ family: 'longitud', other: undefined });
  });

  it('lets the other unit decide: an ounce beside a volume is a fluid ounce', () => {
    expect(choiceOf('3 oz a ml')[2]).toMatchObject({ family: 'volumen', from: 'onzas_liquidas', to: 'mililitros' });
    expect(choiceOf('3 oz a gramos')[2]).toMatchObject({ family: 'peso', from: 'onzas', to: 'gramos' });
  });

  it('answers a price from a price family only', () => {
    expect(choiceOf('100 precio por kilo a precio por libra')[2]).toMatchObject({ family: 'precios-alimentos' });
  });

  it('says why two families do not convert', () => {
    expect(chooseFamily(...unitsOf('5 kilos a metros'), index)).toEqual({
      kind: 'error',
      message: 'No se pueden convertir kilos a metros',
    });
  });

  it("asks for the family's file where it is not in yet", () => {
    const namesOnly = indexFromNames(quickNames());
    const quantity = quantityOf('5 pies a metros');
    const units = findUnits(quantity, namesOnly) as FoundUnits;
    expect(chooseFamily(quantity, units, namesOnly)).toEqual({ kind: 'needs', family: 'longitud' });
  });
});

describe('otherReadings', () => {
  it('offers the neighbours a generic name declares (Unit.alsoMeans), on the side that named it', () => {
    expect(readingsOf('1 galón a litros')).toEqual([{ label: '¿Galón imperial?', query: '1 galón imperial a litros' }]);
    expect(readingsOf('10 litros a galones')).toEqual([
      { label: '¿Galones imperiales?', query: '10 litros a galones imperiales' },
    ]);
    expect(readingsOf('2 t a kg')).toEqual([{ label: '¿Toneladas cortas?', query: '2 toneladas cortas a kg' }]);
  });

  it('offers the imperial quart and the metric quintal for their generic names', () => {
    expect(readingsOf('2 cuartos de galón a litros')).toEqual([
      { label: '¿Cuartos de galón imperiales?', query: '2 cuartos de galón imperiales a litros' },
    ]);
    expect(readingsOf('100 kg a quintales')).toEqual([
      { label: '¿Quintales castellanos?', query: '100 kg a quintales castellanos' },
      { label: '¿Quintales métricos?', query: '100 kg a quintales métricos' },
    ]);
  });

  it('offers nothing for a name that is not generic', () => {
    expect(readingsOf('1 galón americano a litros')).toEqual([]);
    expect(readingsOf('1 galón imperial a litros')).toEqual([]);
    // Beside a mass, 'oz' is the ounce of mass, which declares no neighbour.
    expect(readingsOf('3 oz a gramos')).toEqual([]);
  });

  it("reads 'oz' beside a volume as the US or the imperial fluid ounce", () => {
    // D29: the cooking page also has ounces and millilitres, and there 'oz' is the ounce of mass (weighed as water).
    expect(readingsOf('3 oz a ml')).toEqual([
      { label: '¿Onzas?', query: '3 onzas a ml' },
      { label: '¿Onzas líquidas imperiales?', query: '3 onzas líquidas imperiales a ml' },
    ]);
  });

  it('names the neighbour in the singular where the number is said as one', () => {
    expect(readingsOf('media taza a ml')).toEqual([
      { label: '¿Taza estadounidense?', query: 'media taza estadounidense a ml' },
    ]);
  });

  it('offers the same names in the next family first, on the side whose unit differs there', () => {
    expect(readingsOf('3 toneladas a kilos')).toEqual([
      { label: '¿Toneladas castellanas?', query: '3 toneladas castellanas a kilos' },
      { label: '¿Toneladas cortas?', query: '3 toneladas cortas a kilos' },
    ]);
    expect(readingsOf('1 arroba a kg')).toEqual([{ label: '¿Arroba castellana?', query: '1 arroba castellana a kg' }]);
  });

  it('offers the other number first (D9)', () => {
    expect(readingsOf('1.500 galones a litros')).toEqual([
      { label: '¿1500 galones?', query: '1500 galones a litros' },
      { label: '¿Galones imperiales?', query: '1.500 galones imperiales a litros' },
    ]);
  });
});

describe('buildAnswer', () => {
  const readings = [{ label: '¿Otra?', query: 'otra' }];

  it("gives the converter's own line, the pair's page opened on the value and the readings as given", () => {
    const [quantity, , choice] = choiceOf('5 pies a metros');
    // 5 × 0.3048 = 1.524
    expect(buildAnswer(quantity, choice, readings, index)).toEqual({
      kind: 'answer',
      family: 'longitud',
      from: 'pies',
      to: 'metros',
      value: 5,
      line: '5 ft → 1.524 m',
      copyText: '1.524',
      href: '/convertir-longitud/pies-a-metros?valor=5',
      alternatives: readings,
    });
  });

  it('opens the family page on the pair where the pair has no page of its own', () => {
    const [quantity, , choice] = choiceOf('3 yardas cúbicas a barriles');
    expect(buildAnswer(quantity, choice, [], index)).toMatchObject({
      href: '/convertir-volumen?valor=3&de=yardas_cubicas&a=barriles_petroleo',
    });
  });

  it('says how it read a number that reads two ways (D9)', () => {
    const [quantity, , choice] = choiceOf('1.500 pies a metros');
    expect(buildAnswer(quantity, choice, [], index)).toMatchObject({ value: 1.5, understood: 'Entendí: 1.5 pies' });
  });

  it("gives the engine's hint where it gives no line (D14)", () => {
    const [quantity, , choice] = choiceOf('0 km/l a l/100km');
    expect(buildAnswer(quantity, choice, readings, index)).toEqual({ kind: 'error', message: expect.any(String) });
  });
});
