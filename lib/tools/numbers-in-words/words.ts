/**
 * The texts of /convertir-numeros-a-letras (D36, issue 33): its route entry, heading, intro, rule cards and
 * explanation. Every written-out example on the cards is computed by the page's own functions at build time (D28),
 * so a card can never say what the converter does not; the prose quotes words, never decimal figures, because the
 * page rewrites figures into the visitor's separator (D31) and the words could then disagree with them.
 */
import type { TextSection } from '@/lib/content/types';
import type { SiteRoute } from '@/lib/site-config';
import { countNoun, spellInteger } from './cardinal';
import { readAsWritten, schoolForm } from './decimals';
import { EXAMPLE_NOUNS } from './index';
import { amountInWords, DOLLAR, EURO, mexicanCheque, PESO as PESO_CURRENCY } from './money';
import { ordinal } from './ordinals';
import type { TypedNumber } from './typed-number';
import { writeFigures } from './words-to-number';

export const NUMBERS_IN_WORDS_PATH = '/convertir-numeros-a-letras';

/** The page's entry for the route list, menus, finder and metadata; lib/routes.ts adds it. */
export const numbersInWordsRoute = {
  path: NUMBERS_IN_WORDS_PATH,
  kind: 'tool',
  label: 'Números a letras',
  title: 'Convertir números a letras: cantidades, cheques y ordinales',
  description:
    'Escribe cualquier número con letras como indica la RAE: veintiún mil, mil millones, decimales, importes para cheques y CFDI (50/100 M.N.) y ordinales.',
  keywords: [
    'números a letras',
    'convertir números a letras',
    'número en letras',
    'cantidad con letra',
    'importe con letra',
    'pesos con letra',
    'cómo se escribe un número',
    'letras a números',
  ],
  icon: '✍️',
  tags: [
    'letras',
    'palabras',
    'escribir números',
    'cheque',
    'CFDI',
    'factura',
    'importe con letra',
    'M.N.',
    'pesos',
    'euros',
    'dólares',
    'ordinales',
    'decimales',
    'RAE',
  ],
  group: 'Utilidades',
  summary: 'cantidades, importes y ordinales escritos con letra',
} as const satisfies SiteRoute<typeof NUMBERS_IN_WORDS_PATH>;

/** A formula-style card: the rule in one line and a worked example. */
export interface RuleCard {
  rule: string;
  example: string;
  /**
   * Whether the example's figures follow the visitor's decimal separator (D31). False where the example shows a
   * separator on purpose: 'tres coma catorce' must stay beside the comma.
   */
  followsSeparator: boolean;
}

export interface NumbersInWordsContent {
  /** The page's h1. */
  heading: string;
  intro: string;
  rules: readonly RuleCard[];
  /** At least 300 words in all. */
  sections: readonly TextSection[];
}

const say = (n: bigint) => spellInteger(n);
const figures = (n: bigint) => writeFigures({ negative: false, integer: n, decimals: '' });
const example = (n: bigint) => `${figures(n)} → ${say(n)}`;
const typed = (integer: bigint, decimals: string, separator: TypedNumber['separator']): TypedNumber => ({
  negative: false,
  integer,
  decimals,
  separator,
});
const YEAR = EXAMPLE_NOUNS.masculine;
const PERSON = EXAMPLE_NOUNS.feminine;
const PESO = PESO_CURRENCY.unit;

function masculineOrdinal(n: bigint): string {
  const forms = ordinal(n);
  return forms.ok ? forms.value.masculine : '';
}

function ordinalExample(n: bigint): string {
  const forms = ordinal(n);
  if (!forms.ok) return '';
  const other = forms.value.alternatives[0];
  return `${forms.value.abbreviations.masculine} → ${forms.value.masculine}${other ? ` o ${other.masculine}` : ''}`;
}

const RULES: readonly RuleCard[] = [
  {
    rule: 'Del 16 al 29, una sola palabra, con tilde donde toca',
    example: [16n, 22n, 26n].map(example).join(' · '),
    followsSeparator: true,
  },
  {
    rule: '«Cien» solo; «ciento» si le sigue algo',
    example: [100n, 101n, 100000n].map(example).join(' · '),
    followsSeparator: true,
  },
  {
    rule: '«Un» delante de «mil» y de un sustantivo masculino',
    example: `${example(21000n)} · ${countNoun(21n, YEAR)}`,
    followsSeparator: true,
  },
  {
    rule: 'Ante un sustantivo femenino, «una» y las centenas en -as',
    example: `${figures(201n)} personas → ${countNoun(201n, PERSON)}`,
    followsSeparator: true,
  },
  {
    rule: '«Mil», nunca «un mil» (salvo en cheques de México)',
    example: [1000n, 1001n].map(example).join(' · '),
    followsSeparator: true,
  },
  {
    rule: 'Escala larga: el billón es un millón de millones',
    example: `10⁹ → ${say(10n ** 9n)} · 10¹² → ${say(10n ** 12n)}`,
    followsSeparator: true,
  },
  {
    rule: '«De» entre «millón» y lo que se cuenta',
    example: `${countNoun(10n ** 6n, PESO)}, pero ${countNoun(10n ** 6n + 100n, PESO)}`,
    followsSeparator: true,
  },
  {
    // The one card whose figures keep their separator: it is the example of each separator.
    rule: 'Decimales: se lee el separador que escribes',
    example: `3,14 → ${readAsWritten(typed(3n, '14', 'coma'), 'coma')} · 3.05 → ${readAsWritten(typed(3n, '05', 'punto'), 'punto')}`,
    followsSeparator: false,
  },
  {
    rule: 'Forma escolar: enteros y décimas, centésimas, milésimas…',
    example: `3.14 → ${schoolForm(typed(3n, '14', 'punto')) ?? ''}`,
    followsSeparator: true,
  },
  {
    rule: 'Cheques y CFDI en México: centavos sobre 100 y M.N.',
    example: `1500.50 → ${mexicanCheque({ integer: 1500n, cents: 50 }).upper}`,
    followsSeparator: true,
  },
  {
    rule: 'Euros con céntimos; dólares con centavos',
    example: `21.01 € → ${amountInWords({ integer: 21n, cents: 1 }, EURO).lower} · 1 $ → ${amountInWords({ integer: 1n, cents: 0 }, DOLLAR).lower}`,
    followsSeparator: true,
  },
  {
    rule: 'Ordinales: del 13 al 29 mejor en una palabra',
    example: `${ordinalExample(13n)} · ${ordinalExample(21n)}`,
    followsSeparator: true,
  },
];

const SECTIONS: readonly TextSection[] = [
  {
    title: 'Cómo se escriben los números con letras',
    paragraphs: [
      `Escribe la cifra y el convertidor la pone en palabras al momento, siguiendo la Ortografía de la lengua española (2010) y el Diccionario panhispánico de dudas de la RAE y la Asociación de Academias. Del cero al veintinueve, las decenas y las centenas se escriben en una sola palabra. Del dieciséis al veintinueve ya no se usan las formas en tres palabras («diez y seis», «veinte y dos»): se escribe ${say(16n)}, ${say(22n)}, ${say(23n)} y ${say(26n)}, con la tilde que exige cada una por ser aguda.`,
      `A partir del treinta, las decenas y las unidades se unen con «y»: ${say(31n)}, ${say(45n)}, ${say(99n)}. La Ortografía recoge también la grafía en una palabra (treintaiuno, cuarentaidós), pero es minoritaria y aquí se escribe la de siempre. La «y» solo va entre decenas y unidades: ${say(101n)}, no «ciento y uno»; ${say(1001n)}, no «mil y uno».`,
      `El cien tiene dos formas. Solo, o delante de «mil», de «millones» o de un sustantivo, es «cien»: ${say(100n)}, ${say(100000n)}, ${countNoun(100n, YEAR)}. Si le sigue otra cifra, es «ciento»: ${say(101n)}, ${say(150n)}. Y tres centenas no se forman como las demás: ${say(500n)}, ${say(700n)} y ${say(900n)}.`,
    ],
  },
  {
    title: 'Uno, un y una: cuándo cambia el número',
    paragraphs: [
      `Cuando el número va solo, termina en «uno»: el ${say(21n)}, el ${say(1001n)}. Delante de un sustantivo masculino pierde la o (${countNoun(1n, YEAR)}, ${countNoun(21n, YEAR)}), y delante de un sustantivo femenino se escribe «una»: ${countNoun(21n, PERSON)}, no «veintiún personas». Las centenas, a partir de doscientos, también concuerdan con el femenino: ${countNoun(201n, PERSON)}, ${countNoun(500000n, PERSON)}.`,
      `Delante de «mil» no se escribe «uno», sino «un»: ${say(21000n)}, ${say(31000n)}; «veintiuno mil» es un error frecuente de los programas que convierten números. Con un sustantivo femenino detrás de «mil», la RAE admite las dos concordancias: ${countNoun(21000n, PERSON)} y también veintiún mil personas. Este convertidor escribe la primera, que es la misma concordancia que hacen las centenas y la que se está imponiendo en el uso, y te recuerda que la otra también es correcta.`,
      `«Millón» y «billón», en cambio, son sustantivos masculinos, así que lo que los cuenta va siempre en masculino: ${countNoun(201000000n, PERSON)}.`,
    ],
  },
  {
    title: '«Mil», no «un mil»',
    paragraphs: [
      `En un texto corriente, el número mil se escribe sin nada delante: ${say(1000n)}, ${say(1500n)}, ${say(10n ** 9n)}. «Un mil» solo aparece dentro de un número mayor, como en ${say(31000n)} o ${say(41000n)}.`,
      'En México, los cheques, los pagarés y muchos documentos bancarios escriben «UN MIL» para que nadie pueda añadir una palabra delante de «MIL» y cambiar el importe. El convertidor ofrece esa forma como opción en el formato de cheque, pero ten presente que la norma académica es «mil».',
    ],
  },
  {
    title: 'Millón, mil millones y billón: la escala larga',
    paragraphs: [
      `El español, como el francés, el alemán o el italiano, usa la escala larga: cada nombre nuevo multiplica por un millón. Un millón es un uno seguido de seis ceros; mil millones, de nueve; un billón, de doce, y un trillón, de dieciocho. Por eso el «billion» de Estados Unidos y del inglés actual no es un billón, sino ${say(10n ** 9n)} (la RAE admite para esa cifra la palabra «millardo», aunque se usa poco), y el «trillion» inglés es ${say(10n ** 12n)}. Un uno seguido de quince ceros se lee ${say(10n ** 15n)}.`,
      `El convertidor escribe cualquier número entero hasta un trillón menos uno (10¹⁸ − 1, dieciocho nueves seguidos): ${say(10n ** 18n - 1n)}. Hace las cuentas con números enteros exactos, sin redondear ninguna cifra.`,
      `Cuando detrás de «millón», «millones», «billón» o «billones» viene lo que se cuenta, se pone «de»: ${countNoun(10n ** 6n, PESO)}, ${countNoun(2n * 10n ** 6n, YEAR)}. Si el número sigue, la «de» desaparece: ${countNoun(10n ** 6n + 100n, PESO)}.`,
    ],
  },
  {
    title: 'Decimales: con coma o con punto, como los escribas',
    paragraphs: [
      'La RAE acepta los dos separadores decimales, la coma y el punto, y en este sitio eliges el que prefieras. El número se lee tal como lo escribes: si usas la coma, el resultado dice «tres coma catorce»; si usas el punto, «tres punto catorce». Los ceros que van justo después del separador también se leen, uno a uno: «tres coma cero cinco» no es lo mismo que «tres coma cinco».',
      'En la escuela se enseña además otra lectura, que nombra el lugar de la última cifra decimal: «tres enteros y catorce centésimas». Los nombres son décimas, centésimas, milésimas, diezmilésimas, cienmilésimas y millonésimas; por eso el convertidor admite hasta seis decimales y te avisa si escribes más. Como las décimas y las centésimas son femeninas, se dice «veintiuna centésimas» y «doscientas una milésimas».',
      'Para separar los miles no uses ni punto ni coma: deja un espacio cada tres cifras o no los separes. Si escribes un punto o una coma seguidos de tres cifras, el convertidor lo lee como decimal, como indica la norma, y te pregunta si querías decir miles.',
    ],
  },
  {
    title: 'Importes con letra: cheques, facturas y CFDI',
    paragraphs: [
      `En México, los cheques y la representación impresa de muchas facturas electrónicas (CFDI) llevan el importe con letra en mayúsculas, con los centavos en cifras sobre cien y las siglas M.N., de «moneda nacional»: ${mexicanCheque({ integer: 1500n, cents: 50 }).upper}. Aunque no haya centavos se escriben dos ceros: ${mexicanCheque({ integer: 100n, cents: 0 }).upper}.`,
      `En España, los importes en euros se escriben enteros con palabras, céntimos incluidos: ${amountInWords({ integer: 1500n, cents: 50 }, EURO).lower}. Para los dólares y para otras monedas se cuentan centavos: ${amountInWords({ integer: 21n, cents: 50 }, DOLLAR).lower}. Si tu moneda no está en la lista, escribe su nombre y el convertidor lo pone en plural y hace la concordancia; con un nombre femenino, como la libra, el resultado es «${countNoun(21n, { singular: 'libra', plural: 'libras', gender: 'femenino' })}».`,
      'Un importe lleva como mucho dos decimales. Si escribes más, el convertidor no redondea por ti, porque escribiría una cantidad distinta de la tuya: te pide que lo hagas tú. Cada formato se puede copiar en mayúsculas o en minúsculas, y las mayúsculas conservan sus tildes (MILLÓN, VEINTIÚN), como pide la RAE.',
    ],
  },
  {
    title: 'Los números ordinales',
    paragraphs: [
      'Los ordinales indican el orden: primero, segundo, tercero, décimo, vigésimo, centésimo. Todos tienen femenino (primera, vigésima) y dos de ellos, primero y tercero, pierden la o delante de un sustantivo masculino: el primer día, el tercer piso. Delante de un femenino no cambian: la primera vez, no «la primer vez».',
      'Para el 11 y el 12 son preferibles undécimo y duodécimo, aunque la RAE también admite decimoprimero y decimosegundo. Del 13 al 29 se prefiere la escritura en una sola palabra (decimotercero, vigesimoprimero), en la que solo cambia la última parte (vigesimoprimera); en dos palabras también es correcto, y entonces las dos concuerdan: vigésimo primero, vigésima primera. Desde el 30 lo habitual son dos palabras: trigésimo primero. Las centenas son centésimo, ducentésimo, tricentésimo, cuadringentésimo, quingentésimo, sexcentésimo, septingentésimo, octingentésimo y noningentésimo.',
      `Las formas terminadas en -avo, como onceavo o doceavo, son partitivos, no ordinales: la onceava parte de algo, pero el undécimo piso. El convertidor escribe los ordinales con su abreviatura (1.º, 1.ª, 1.er) desde el primero hasta el ${masculineOrdinal(999n)}.`,
    ],
  },
  {
    title: 'Cómo pasar un número de letras a cifras',
    paragraphs: [
      'El convertidor también hace el camino contrario: escribe un número en palabras, como «mil doscientos treinta y cuatro» o «dos millones», y obtienes la cifra. Da igual que uses mayúsculas o que te olvides de alguna tilde, y también entiende los decimales («tres coma cero cinco») y la forma escolar. Si una palabra no es un número o está fuera de su sitio, te dice cuál es.',
    ],
  },
];

export const numbersInWordsContent: NumbersInWordsContent = {
  heading: 'Convertir números a letras',
  intro:
    'Escribe un número y léelo con letras como indica la RAE, con sus decimales, como importe para un cheque o una factura y como ordinal. También puedes escribir el número en palabras y obtener la cifra.',
  rules: RULES,
  sections: SECTIONS,
};
