/**
 * D33: words the code writes beside a unit agree with it. A unit's gender is its name's head noun's (the first word
 * of its singular, without an SI or binary prefix: 'kilómetro' is 'metro', 'taza estadounidense' is 'taza'), read
 * from the table below, or its own `gender` where it says otherwise. The number is the count's: singular after
 * exactly 1, plural otherwise, including the invariable names ('1 lux exacto', '2 lux exactos').
 * __tests__/units/grammar.test.ts fails on a unit whose head noun is not here, so a new unit brings its gender.
 */
import { normalise } from '@/lib/normalise';
import type { Unit } from './types';

export type Gender = 'masculino' | 'femenino';

/** Head nouns of the catalogue's units, normalised (no accents, lower case), by gender (DLE). */
const FEMININE = [
  // the British thermal unit: 'unidad térmica británica'
  'btu',
  'arroba',
  'atmosfera',
  'caballeria',
  'caloria',
  'carga',
  'circunferencia',
  'concentracion',
  'cuadra',
  'cucharada',
  'cucharadita',
  'desintegracion',
  'dina',
  'decada',
  'fanega',
  'gravedad',
  'hectarea',
  'hora',
  'legua',
  'libra',
  'manzana',
  'milla',
  'milesima',
  'onza',
  'parte',
  'pica',
  'pinta',
  'pulgada',
  'revolucion',
  'semana',
  'taza',
  'termia',
  'tonelada',
  'tortilla',
  'unidad',
  'vara',
  'velocidad',
  'vuelta',
  'yarda',
  // 'el área', but 'el área exacta': feminine.
  'area',
];

const MASCULINE = [
  'acre',
  'adarme',
  'amperio',
  'angstrom',
  'año',
  'bar',
  'baria',
  'barril',
  'becquerel',
  'bit',
  'byte',
  'caballo',
  'ciclo',
  'cicero',
  'cuarto',
  'culombio',
  'curie',
  'dia',
  'dp',
  'electronvoltio',
  'em',
  'ergio',
  'equivalente',
  'faraday',
  'gal',
  'galon',
  'grado',
  'gramo',
  'grano',
  'gray',
  'hercio',
  'julio',
  'kelvin',
  'kip',
  'latido',
  'litro',
  'lumen',
  'lux',
  'marco',
  'medio',
  'mes',
  'metro',
  'milirradian',
  'milenio',
  'minuto',
  'mol',
  'newton',
  'nox',
  'nudo',
  'pascal',
  'parsec',
  'phot',
  'pie',
  'pixel',
  'poise',
  'por',
  'poundal',
  'punto',
  'quilate',
  'quintal',
  'rad',
  'radian',
  'rem',
  'reyn',
  'rutherford',
  'segundo',
  'sextante',
  'sievert',
  'siglo',
  'stokes',
  'stone',
  'taco',
  'therm',
  'torr',
  'vatio',
];

const GENDERS = new Map<string, Gender>([
  ...FEMININE.map((noun) => [noun, 'femenino'] as const),
  ...MASCULINE.map((noun) => [noun, 'masculino'] as const),
]);

/** SI and IEC prefixes a unit's name may start with (kilómetro, milisegundo, kibibyte), longest first. */
const PREFIXES = [
  'micro',
  'centi',
  'hecto',
  'kilo',
  'mega',
  'giga',
  'tera',
  'peta',
  'nano',
  'pico',
  'mili',
  'deca',
  'deci',
  'kibi',
  'mebi',
  'gibi',
  'tebi',
  'pebi',
];

/** The head noun of a unit's name, normalised: 'kilómetro por hora' → 'metro'; '100 gramos' → 'gramo'. */
export function headNoun(unit: Pick<Unit, 'singular'>): string {
  const words = normalise(unit.singular)
    .split(/[\s-]+/)
    .filter((word) => !/^\d/.test(word));
  // '900 gramos' (a price per 900 g) and 'centistokes' name their unit in the plural, or with a prefix.
  const written = words[0] ?? '';
  for (const head of [written, written.replace(/s$/, ''), written.replace(/es$/, '')]) {
    if (GENDERS.has(head)) return head;
    const prefix = PREFIXES.find(
      (candidate) => head.startsWith(candidate) && GENDERS.has(head.slice(candidate.length)),
    );
    if (prefix) return head.slice(prefix.length);
  }
  return written;
}

/** The unit's gender: its own, or its head noun's; undefined for a head noun the table lacks. */
export function genderOf(unit: Pick<Unit, 'singular' | 'gender'>): Gender | undefined {
  return unit.gender ?? GENDERS.get(headNoun(unit));
}

/** An adjective in -o agreeing with `count` of `unit`: 'exacto' → '1 lux exacto', '0.5 tazas exactas'. */
export function agreeing(adjective: string, unit: Pick<Unit, 'singular' | 'gender'>, count: string): string {
  const stem = adjective.replace(/o$/, '');
  const ending = genderOf(unit) === 'femenino' ? 'a' : 'o';
  return `${stem}${ending}${count === '1' ? '' : 's'}`;
}

/** The gender of a noun as written in a text, singular or plural ('tazas', 'kilómetros', 'lux'); undefined if unknown. */
export const nounGender = (word: string): Gender | undefined => GENDERS.get(headNoun({ singular: word }));
