/**
 * Issue 35: the words a recipe is read with (STYLE 13: the words people use live in data, not in `if` chains). The
 * units and the ingredients are not here: they are the kitchen family's (D28, D29), read through the names `namesOf` gives each unit and the
 * ingredients' own names. What is here is Spanish: numbers in words, the measures with no fixed volume (D29 leaves
 * 'vaso' and 'pizca' out of the units), the words after a number that are not an amount of the ingredient (a time, a
 * temperature, a size), and the words that describe an ingredient without changing what it weighs.
 */
import { SPANISH_NUMBER_WORDS } from '@/lib/units/number-words';

/** Numbers in words at the start of a line: 'una pizca', 'dos tazas', 'media taza'. Keys without accents. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  ...Object.fromEntries(Object.entries(SPANISH_NUMBER_WORDS).filter(([, value]) => value >= 1 && value <= 12)),
  medio: 1 / 2,
  media: 1 / 2,
};

/** 'un cuarto de taza', 'tres cuartos', 'dos tercios': the noun of a fraction and its denominator. */
export const FRACTION_WORDS: Readonly<Record<string, number>> = {
  cuarto: 4,
  cuartos: 4,
  tercio: 3,
  tercios: 3,
  octavo: 8,
  octavos: 8,
};

/** 'una taza y media', '2 cucharadas y cuarto', '1 y 1/2': what 'y …' adds after a whole amount. */
export const AND_A_PART: Readonly<Record<string, number>> = {
  media: 1 / 2,
  medio: 1 / 2,
  cuarto: 1 / 4,
  'un cuarto': 1 / 4,
  'tres cuartos': 3 / 4,
  'un tercio': 1 / 3,
};

/**
 * D29: measures with no fixed volume. A line that measures with one keeps its words; scaling it is the cook's call.
 * Keys without accents, singular and plural.
 */
export const NO_FIXED_VOLUME: ReadonlySet<string> = new Set([
  'pizca',
  'pizcas',
  'pellizco',
  'pellizcos',
  'chorrito',
  'chorritos',
  'chorro',
  'chorros',
  'punado',
  'punados',
  'punadito',
  'vaso',
  'vasos',
  'vasito',
  'copa',
  'copas',
  'copita',
  'gota',
  'gotas',
  'cucharon',
  'cucharones',
  'cazo',
  'cazos',
  'poco',
  'poquito',
]);

/** Phrases that say there is no amount at all ('sal al gusto', 'aceite c/n'). Without accents. */
export const NO_AMOUNT_PHRASES: readonly string[] = [
  'al gusto',
  'a gusto',
  'c/n',
  'c/s',
  'cantidad necesaria',
  'cantidad suficiente',
  'lo necesario',
  'lo que admita',
];

/**
 * Words after a number that make it something other than an amount of an ingredient: a time ('30 minutos'), a
 * temperature ('180 grados'), a size ('un molde de 22 cm'). Such a line is an instruction, kept as written and never
 * scaled: a cake for twice as many people does not bake twice as long. Without accents.
 */
export const NOT_AN_AMOUNT: ReadonlySet<string> = new Set([
  'minuto',
  'minutos',
  'min',
  'min.',
  'hora',
  'horas',
  'h',
  'segundo',
  'segundos',
  'seg',
  'grado',
  'grados',
  '°',
  '°c',
  'ºc',
  'º',
  'cm',
  'mm',
  'pulgada',
  'pulgadas',
  'personas',
  'persona',
  'porciones',
  'porcion',
  'raciones',
  'racion',
  'comensales',
  // 'Una vez horneado…': a sentence, not one of something.
  'vez',
  'veces',
]);

/**
 * Words after an ingredient's name that describe its state and not another food: 'mantequilla derretida', 'leche
 * tibia', 'harina tamizada'. Anything else after a known name ('harina de garbanzo', 'leche de coco', 'sal gruesa',
 * 'arroz cocido') is another food, with another weight: the line is not given the known one's (D38's spirit: no
 * guess passed off as an answer). Without accents.
 */
export const STATE_WORDS: ReadonlySet<string> = new Set([
  'tamizada',
  'tamizado',
  'tamizadas',
  'tamizados',
  'cernida',
  'cernido',
  'cernidas',
  'cernidos',
  'derretida',
  'derretido',
  'fundida',
  'fundido',
  'blanda',
  'blando',
  'pomada',
  'tibia',
  'tibio',
  'fria',
  'frio',
  'caliente',
  'templada',
  'templado',
  'fresca',
  'fresco',
  'en',
  'a',
  'temperatura',
  'ambiente',
]);

/** Words after a spoon or a cup that do not change it: 'cucharada sopera', 'taza rasa'; 'colmada' is said. */
export const MEASURE_WORDS: Readonly<Record<string, 'same' | 'heaped'>> = {
  rasa: 'same',
  rasas: 'same',
  raso: 'same',
  rasos: 'same',
  sopera: 'same',
  soperas: 'same',
  colmada: 'heaped',
  colmadas: 'heaped',
  colmado: 'heaped',
  colmados: 'heaped',
};

/** 'unos 200 g', 'aprox. 1 taza': words before an amount that soften it, kept as written. */
export const ABOUT = /^(?:unos|unas|aprox\.?|aproximadamente|alrededor\s+de|cerca\s+de)\s+/i;

/** A list's marks before an ingredient: '- ', '• ', '* ', '1. ', '2) '. */
export const LIST_MARK = /^\s*(?:[-–—•*·]|\d{1,2}[.)])\s+/;

/** Words that end the noun phrase of a counted thing: '2 dientes | de ajo', '1 huevo grande | a temperatura …'. */
export const PHRASE_ENDS: ReadonlySet<string> = new Set([
  'de',
  'del',
  'a',
  'al',
  'en',
  'con',
  'sin',
  'para',
  'y',
  'e',
  'o',
  'u',
]);
