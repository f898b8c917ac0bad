/**
 * Issue 35, D29: a whole recipe converted line by line with the kitchen page's densities (USDA FoodData Central),
 * scaled by servings or by a factor, and written back as text. Every line that cannot be converted is kept as
 * written with the reason. The family, its ingredients and the units to write in are passed in (lib/tools sits
 * below lib/families, STYLE 15–16). Pure; errors are values (STYLE 6); nothing here can write NaN or Infinity.
 */
import { capitalise, formatCount } from '@/lib/text';
import { convert, withUnit } from '@/lib/units/engine';
import { formatSignificant } from '@/lib/units/format';
import { crossesDensity, isMass, withIngredient } from '@/lib/units/ingredients';
import { parseKitchenAmount } from '@/lib/units/parse';
import { readLine, type Amount, type Counted, type Kitchen, type Measured } from './read';
import { agreeing, countText, cupsAndSpoons, figure, partsText, rangeText } from './write';

/** What a recipe is converted to, and the words of the choice. */
export const RECIPE_MODES = [
  { key: 'gramos', label: 'Gramos', help: 'todo lo que se puede pesar, en gramos' },
  { key: 'mililitros', label: 'Mililitros y gramos', help: 'los volúmenes en mL y los pesos en g, sin densidades' },
  { key: 'tazas', label: 'Tazas y cucharas', help: 'en tazas de EE. UU., cucharadas y cucharaditas' },
] as const;

export type RecipeMode = (typeof RECIPE_MODES)[number]['key'];

export const isRecipeMode = (key: string): key is RecipeMode => RECIPE_MODES.some((mode) => mode.key === key);

/** Lines read at most: a recipe is a few dozen; a pasted book is cut here, and the page says so. */
export const MAX_LINES = 200;
/** The most a recipe is scaled, up or down: past it a factor is a typo (×1000 for ×10). */
export const MIN_FACTOR = 0.01;
export const MAX_FACTOR = 100;
export const MAX_SERVINGS = 1000;
/** Past this many characters the recipe stays out of the address (issue 35): a link must fit where it is pasted. */
export const ADDRESS_LIMIT = 1500;

export interface RecipeLine {
  /** The line as written. */
  original: string;
  /** The line as the converted recipe reads. */
  text: string;
  /** 'converted': an amount now in the chosen units; 'counted': things scaled; 'kept': as written, `note` says why. */
  status: 'converted' | 'counted' | 'kept' | 'text';
  /** Why a line is kept, or what its conversion rests on; '' where nothing needs saying. */
  note: string;
  /** D29: the figure of the source a density comes from. */
  source?: string;
}

export interface RecipeOutcome {
  lines: readonly RecipeLine[];
  /** A message about the whole recipe (empty, too long), or ''. */
  message: string;
  /** Lines with an amount converted, and lines that hold an amount or a reason (headings and steps left out). */
  converted: number;
  measured: number;
}

const joinNotes = (notes: readonly string[]) => capitalise(notes.filter(Boolean).join('; '));

/** An amount scaled; a range keeps both ends. */
const scaled = (amount: Amount, factor: number) => ({
  low: amount.low * factor,
  ...(amount.high !== undefined && { high: amount.high * factor }),
});

type Target = { kind: 'unit'; unit: string } | { kind: 'cups' };

/** The unit a measured line is written in, and what the line has to say when it cannot go all the way. */
function targetOf(read: Measured, kitchen: Kitchen, mode: RecipeMode): { target: Target; note?: string } {
  const { units, family } = kitchen;
  const mass = isMass(read.unit, family);
  const millilitres = family.units[units.millilitre]?.symbol ?? '';
  const missing = (what: string) =>
    read.ingredientText
      ? `«${read.ingredientText}» no está en la lista de ingredientes: ${what}`
      : `falta el ingrediente: ${what}`;
  if (mode === 'mililitros') return { target: { kind: 'unit', unit: mass ? units.gram : units.millilitre } };
  if (mode === 'gramos') {
    if (mass || read.ingredient) return { target: { kind: 'unit', unit: units.gram } };
    return { target: { kind: 'unit', unit: units.millilitre }, note: missing(`solo el volumen, en ${millilitres}`) };
  }
  if (mass && !read.ingredient) {
    return { target: { kind: 'unit', unit: units.gram }, note: missing('sin su densidad, el peso no pasa a tazas') };
  }
  return { target: { kind: 'cups' } };
}

function convertMeasured(read: Measured, kitchen: Kitchen, mode: RecipeMode, factor: number): RecipeLine {
  const { units } = kitchen;
  // Without an ingredient the family weighs water; targetOf never crosses a density without one.
  const family = read.ingredient ? withIngredient(kitchen.family, read.ingredient) : kitchen.family;
  const { target, note } = targetOf(read, kitchen, mode);
  const notes = [...read.notes, note ?? ''];
  const { low, high } = scaled(read.amount, factor);
  const into = (value: number, unit: string) => {
    const result = convert(value, read.unit, unit, family);
    return result.ok ? result.value : 0;
  };
  let quantity: string;
  let throughDensity: boolean;
  if (target.kind === 'unit') {
    throughDensity = read.ingredient !== undefined && crossesDensity(read.unit, target.unit, family);
    const ends = [low, ...(high === undefined ? [] : [high])].map((value) =>
      figure(into(value, target.unit), throughDensity),
    );
    quantity = withUnit(ends.join('–'), target.unit, family);
  } else {
    throughDensity = isMass(read.unit, family);
    const ml = into(low, units.millilitre);
    const first = cupsAndSpoons(ml, kitchen);
    const last = high === undefined ? undefined : cupsAndSpoons(into(high, units.millilitre), kitchen);
    quantity = last ? rangeText(first.parts, last.parts, kitchen) : partsText(first.parts, kitchen);
    // What the measuring set cannot hold exactly is said in millilitres, the unit every jug has.
    if (first.rounded && !last) {
      notes.push(`redondeado a la medida más cercana: son ${withUnit(figure(ml, true), units.millilitre, family)}`);
    }
  }
  const ingredient = throughDensity ? read.ingredient : undefined;
  if (ingredient) notes.unshift(`aproximado, con la densidad de ${ingredient.name}`);
  return {
    original: '',
    text: `${read.before}${quantity}${read.after}`,
    status: 'converted',
    note: joinNotes(notes),
    ...(ingredient && { source: ingredient.source }),
  };
}

function convertCounted(read: Counted, line: string, factor: number): RecipeLine {
  const { low, high } = scaled(read.amount, factor);
  const count = countText(low) + (high === undefined ? '' : `–${countText(high)}`);
  const phrase = agreeing(read.phrase, read.amount.high ?? read.amount.low, high ?? low);
  const typed = `${read.amount.typed}${read.gap}${read.phrase}`;
  return {
    original: '',
    // Unscaled, the line stays as written ('una lata de tomate' is not rewritten '1 lata de tomate').
    text: factor === 1 ? line : `${read.before}${count}${read.gap || ' '}${phrase}${read.after}`,
    status: 'counted',
    note: joinNotes([`${typed}: sin medida que convertir`]),
  };
}

/** One line, read, converted and scaled. */
export function convertLine(line: string, kitchen: Kitchen, mode: RecipeMode, factor: number): RecipeLine {
  const read = readLine(line, kitchen);
  const converted =
    read.kind === 'measured'
      ? convertMeasured(read, kitchen, mode, factor)
      : read.kind === 'count'
        ? convertCounted(read, line, factor)
        : read.kind === 'kept'
          ? {
              original: '',
              text: line,
              status: 'kept' as const,
              note: joinNotes([read.note, read.adjust && factor !== 1 ? 'ajusta la cantidad a tu gusto' : '']),
            }
          : { original: '', text: line, status: 'text' as const, note: '' };
  return { ...converted, original: line };
}

/** The recipe converted: each line, and a message where the recipe is empty or cut. */
export function convertRecipe(
  text: string,
  kitchen: Kitchen,
  { mode, factor }: { mode: RecipeMode; factor: number },
): RecipeOutcome {
  if (text.trim() === '') {
    return { lines: [], message: 'Escribe o pega una receta, un ingrediente por línea.', converted: 0, measured: 0 };
  }
  const all = text.trimEnd().split(/\r\n|\r|\n/);
  const safeFactor = Number.isFinite(factor) && factor > 0 ? factor : 1;
  const lines = all.slice(0, MAX_LINES).map((line) => convertLine(line, kitchen, mode, safeFactor));
  const message =
    all.length > MAX_LINES
      ? `La receta tiene ${formatCount(all.length)} líneas: solo se convierten las ${MAX_LINES} primeras.`
      : '';
  return {
    lines,
    message,
    converted: lines.filter((line) => line.status === 'converted').length,
    measured: lines.filter((line) => line.status !== 'text').length,
  };
}

/** The converted recipe as text, one line each, as the copy button copies it. */
export const recipeText = (lines: readonly RecipeLine[]): string =>
  lines
    .map((line) => line.text)
    .join('\n')
    .trim();

export type Factor = { ok: true; value: number } | { ok: false; reason: string };

const FACTOR_RANGE = `entre ×${formatSignificant(MIN_FACTOR, 1)?.text} y ×${MAX_FACTOR}`;

function inFactorRange(value: number, subject: string): Factor {
  if (value < MIN_FACTOR || value > MAX_FACTOR)
    return { ok: false, reason: `${subject} tiene que quedar ${FACTOR_RANGE}.` };
  return { ok: true, value };
}

/** A number of people: positive, at most MAX_SERVINGS. */
export function readServings(text: string): Factor {
  const parsed = parseKitchenAmount(text);
  if (!parsed.ok) {
    return {
      ok: false,
      reason: parsed.reason === 'empty' ? 'Escribe cuántas personas.' : 'Introduce un número válido.',
    };
  }
  if (parsed.value <= 0) return { ok: false, reason: 'Tiene que ser mayor que 0.' };
  if (parsed.value > MAX_SERVINGS) return { ok: false, reason: `Como mucho, ${MAX_SERVINGS} personas.` };
  return { ok: true, value: parsed.value };
}

/** 'de 4 a 6 personas': the factor 6/4, within MIN_FACTOR–MAX_FACTOR. */
export function servingsFactor(from: number, to: number): Factor {
  return inFactorRange(to / from, 'El factor (personas que quieres ÷ personas de la receta)');
}

/** A factor as typed: '1.5', '1,5', '×2', 'x 0.5', '1/2', '½'. */
export function readFactor(text: string): Factor {
  const parsed = parseKitchenAmount(text.trim().replace(/^[x×*]\s*/i, ''));
  if (!parsed.ok) {
    return {
      ok: false,
      reason: parsed.reason === 'empty' ? 'Escribe un factor, como 2 o 0.5.' : 'Introduce un número válido.',
    };
  }
  return inFactorRange(parsed.value, 'El factor');
}
