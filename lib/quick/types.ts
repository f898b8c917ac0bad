/**
 * D27: what the quick conversion knows of the site's units, in two kinds of file the build writes
 * (lib/quick/unit-index.ts):
 * - /unidades.json (`QuickNames`): every spelling of every unit, family by family: all it takes to read a question,
 *   to tell which family answers it and to say why two units do not convert;
 * - /unidades/<familia>.json (`QuickFamily`): one family's rules, decimals, pair pages and the other units its generic
 *   names can mean ('galón'), fetched the first time a question names two of its units. A question needs one family,
 *   so nobody downloads the rules of all 25.
 * Both are written compactly (positions instead of keys, names derived where a rule gives them); the browser expands
 * them into the `UnitIndex` the parser reads (lib/quick/expand-index.ts).
 */
import type { Family, Ingredient, Rule } from '@/lib/units/types';
import type { ReadNumber } from './read-number';
import type { Term } from './terms';
import type { ToolQuestion } from './tool-questions';

/** [family key, unit key] */
export type UnitRef = readonly [string, string];

/**
 * One unit's names, trailing empty slots left out:
 * - its key, or the position of its key among those `derivedKeys` gives ('años luz' → 0: anos_luz);
 * - its singular;
 * - its plural, or 1 for the singular plus 's', 2 for the singular plus 'es';
 * - its other spellings, normalised, joined by '|': the symbol, the select's name where it is not the plural
 *   ('celsius'), the singular after 1 ('vara (mexico)') and the aliases, without those the names before give or the
 *   parser's fallbacks find (lookUpName);
 * - its exact-case spellings ('MB'), joined by '|'.
 */
export type NamedUnit = readonly [
  key: string | number,
  singular: string,
  plural: string | 1 | 2,
  aliases?: string,
  exact?: string,
];

/**
 * One family of /unidades.json: its key, its units in the family's order, and what sets it apart where anything
 * does: 1 for a price (D8), 2 for a family that weighs volumes by an ingredient (D29), 0 for neither where the bare
 * names follow. Last, where any unit declares them, the names read from the other side of a question (D38,
 * `Unit.bareNames`): [unit position, names normalised and joined by '|'].
 */
export type NamedFamily = readonly [
  key: string,
  units: readonly NamedUnit[],
  kind?: 0 | 1 | 2,
  bare?: readonly (readonly [unit: number, names: string])[],
];

/** D29: an ingredient as the quick conversion reads it: key, name, other names ('|'), g/mL, and its source. */
export type QuickIngredient = readonly [
  key: string,
  name: string,
  names: string,
  gramsPerMl: number,
  source: string,
  /** D35: Ingredient.alsoMeans, as 'names|…' and the other ingredients' keys. */
  alsoMeans?: readonly [names: string, ingredients: readonly string[]],
];

/** /unidades.json: the families in the order questions prefer them (QUICK_FAMILIES). */
export type QuickNames = readonly NamedFamily[];

/** One unit of /unidades/<familia>.json, at its position in the names file. */
export interface FamilyUnit {
  /** The rule; a linear one as its bare factor, the most common case. */
  r: Rule | number;
  /** the symbol, as the result line writes it */
  s: string;
  /** the select's name, where it is not the plural ('Galones (EE. UU.)') */
  m?: string;
  /** the singular after exactly 1, where the symbol is a word ('vara castellana') */
  o?: string;
  a?: true;
  d?: 'dms';
  /** the pair-address slug, where it is not the plural's */
  g?: string;
  /**
   * `Unit.alsoMeans`: the positions of the other units its generic names can mean, and those names as normalise()
   * writes them, joined by '|'. Here rather than in /unidades.json: only an answer in this family reads it.
   */
  t?: readonly [units: readonly number[], names: string];
}

/** /unidades/<familia>.json: what the engine reads of a family, its converter's address and its pair pages. */
export interface QuickFamily extends Omit<Family, 'units' | 'key' | 'defaults' | 'money'> {
  path: string;
  units: readonly FamilyUnit[];
  /** The pairs with a page of their own, as positions in `units`: [from, to, from, to, …]. */
  pairs: readonly number[];
  /**
   * The pairs whose pages answer in two units at once (PairSpec.mixed: heights in feet and inches), as positions:
   * [from, to, whole, part, …]. The quick conversion answers them the same way, and reads '5 pies con 9' with the
   * part these name.
   */
  x?: readonly number[];
  /** D29: the ingredients and the positions of the mass units their densities move (Unit.group 'masa'). */
  i?: { items: readonly QuickIngredient[]; masses: readonly number[] };
}

/** A pair answered in two units at once: 175 cm → 5 ft 8.9 in. */
export interface Mix {
  from: string;
  to: string;
  whole: string;
  part: string;
}

/** A unit's names as the parser writes them back ('Entendí: 1.5 pies', '¿Onzas líquidas?'). */
export interface UnitNames {
  singular: string;
  plural: string;
}

/** One family in the parser's index: its names always, its engine once its file is in. */
export interface IndexedFamily {
  money: boolean;
  /** D29: a family whose masses depend on an ingredient ('2 tazas de harina a gramos'). */
  weighsIngredients?: boolean;
  units: Record<string, UnitNames>;
  /** The converter's route and the family for the engine; undefined until /unidades/<familia>.json is in. */
  loaded?: {
    path: string;
    family: Family;
    mixes: readonly Mix[];
    ingredients: readonly Ingredient[];
    /** D29: the ingredient readers, with a family that weighs ingredients (lib/quick/cooking-readers.ts). */
    cooking?: CookingReaders;
  };
}

/** The index as the parser reads it. */
export interface UnitIndex {
  /** Every family, in the order questions prefer them. */
  families: Record<string, IndexedFamily>;
  /** A name as normalise() writes it ('pulgadas', 'kg/cm2', '°c') → the units it names, in every family. */
  names: Record<string, readonly UnitRef[]>;
  /** Names where case decides ('MB' megabyte, 'Mb' megabit; 'mW', 'MW') → their unit. */
  exact: Record<string, readonly UnitRef[]>;
  /** D38: names read from the other side of a question ('grados' → °C, °F) → those units (`Unit.bareNames`). */
  bare?: Record<string, readonly UnitRef[]>;
  /** The exact-case names by their letters, case and accents ignored: 'mw' → 'mW', 'MW'. */
  spelt: Record<string, readonly string[]>;
  /**
   * Issue 36: in an index of the first names only (/unidades-primeras.json, lib/quick/first-names.ts), the families
   * whose units it lacks. A reading that needs them, or that settles nothing, waits for every name.
   */
  laterFamilies?: readonly string[];
  /** 'longitud pies metros' → '/convertir-longitud/pies-a-metros', for the pairs of the loaded families (D26). */
  pairs: Record<string, string>;
}

export type QuickResult =
  | { kind: 'none' }
  | {
      kind: 'error';
      message: string;
      /** The names nearest to a unit it does not know, each a question one click away. */
      suggestions?: { label: string; query: string }[];
    }
  /** The question names two units of `family`, whose file is not in yet: load it and ask again. */
  | { kind: 'needs'; family: string }
  /** D36: a question for the numbers-in-words or Roman-numeral page, answered by their code, loaded on demand. */
  | { kind: 'needs-tool'; question: ToolQuestion }
  /** Issue 36: the units settle nothing; the readers of the other questions (lib/quick/other-questions.ts) may. */
  | { kind: 'needs-other' }
  /**
   * Issue 36: read with the first names only, the question looked up a name the later ones may hold, or settled
   * nothing: load every name (/unidades.json) and ask again.
   */
  | { kind: 'needs-names' }
  | {
      kind: 'answer';
      family: string;
      from: string;
      to: string;
      value: number;
      /** The converter's own result line: '5 ft → 1.524 m'. */
      line: string;
      /** The bare result as the copy button copies it ('1.524'). */
      copyText: string;
      /** The pair's page, or the family page opened on the pair and value. */
      href: string;
      /** How an ambiguous number or a misspelt name was read: 'Entendí: 1.5 pies', 'Entendí: kilómetros'. */
      understood?: string;
      /** The result again in two units, where people think so: '5 ft 8.9 in'. */
      also?: string;
      /** What the figure depends on: 'Aproximado, para harina de trigo: USDA …', 'Para agua; elige el ingrediente.' */
      note?: string;
      /** The other readings, one click away: '¿Onzas líquidas?'. */
      alternatives: { label: string; query: string }[];
    };

/*
 * The steps of a question as lib/quick/parse-query.ts reads it, and the readers loaded later, here so that the
 * chunks that share them (the later readers, the cooking readers, the words around a unit) import no parser.
 */

/** What the two sides of a question say once the numbers are read. */
export interface Quantity {
  /** The source side as typed ('un kilo y medio'). */
  sourceText: string;
  /** The first term's number, where it starts with one ('kilos a libras' has none). */
  read: ReadNumber | undefined;
  /** The first term's value: the number read, 1 without one. */
  value: number;
  /** The first term's unit as typed, without its number: 'kilo'. */
  unitText: string;
  /** Every term: '5 pies' is one, '5 ft 9 in' and '5 pies + 3 pulgadas' two. */
  terms: readonly Term[];
  /** The target unit as typed: 'libras', or 'pies y pulgadas' for an answer in two units. */
  targetUnitText: string;
  /** 'precio por kilo a precio por libra': a price per quantity, answered by a price family only. */
  priced: boolean;
}

/** The units each side names, in every family: 'libras' is a unit of peso and of the Castilian weights. */
export interface FoundUnits {
  /** The first term's units. */
  sources: readonly UnitRef[];
  /** Each term's units, the first's included; none for a bare number after a unit ('5 pies con 9'). */
  terms: readonly (readonly UnitRef[])[];
  targets: readonly UnitRef[];
  /** The second unit of an answer in two ('pies y pulgadas'), where the question asks for one. */
  targetParts?: readonly UnitRef[];
  /** The names read through a misspelling, as they were understood: 'kilometros'. */
  corrected: string[];
  /** D29: the ingredient a side names after its unit ('2 tazas de harina'), as typed. */
  ingredientText?: string;
}

/** The family that answers, its units and its engine. */
export interface Choice {
  family: string;
  from: string;
  to: string;
  /** The second unit of an answer in two units ('pies y pulgadas' → pulgadas). */
  toPart?: string;
  /** Each term's unit in this family, the first one `from`; a bare number's is the part its whole declares. */
  termUnits: readonly string[];
  /** The next family where both names are units too, whose reading the answer offers. */
  other: string | undefined;
  loaded: NonNullable<IndexedFamily['loaded']>;
  /** The names read through a misspelling (FoundUnits.corrected). */
  corrected: readonly string[];
  /** D29: the ingredient named, whose density weighs a volume. */
  ingredient?: Ingredient;
  /**
   * D38: the units read from the other side of the question, not as their names read alone: 'grados' beside °F
   * (celsius), 'megas' beside MB/s (megabits per second), 'nm' beside lbf·ft (the newton metre).
   */
  readAs?: readonly string[];
}

/** A reading the answer offers one click away: '¿Galón imperial?' asks '1 galón imperial a litros'. */
export interface Reading {
  label: string;
  query: string;
}

/** The readers of the questions that are not about units (lib/quick/other-questions.ts), where they are loaded. */
export type OtherQuestion = (text: string) => QuickResult | undefined;

/**
 * Issue 36: what reads a question the units, read as typed, do not settle: the other questions' readers, the
 * corrections of misspelt names, the names nearest to an unknown one and the refusals of what the site does not
 * convert. One chunk, loaded then
 * (lib/quick/later-readers.ts); the first answer about units downloads none of it.
 */
export interface LaterReaders {
  otherQuestion: OtherQuestion;
  /** lib/quick/near-names.ts */
  correctedName: (
    typed: string,
    names: Readonly<Record<string, readonly UnitRef[]>>,
  ) => { name: string; refs: UnitRef[] } | undefined;
  /** lib/quick/unit-suggestions.ts */
  unknownUnit: (typed: string, quantity: Quantity, isTarget: boolean, index: UnitIndex) => QuickResult;
  suggestionsFor: (
    refs: readonly UnitRef[],
    quantity: Quantity,
    isTarget: boolean,
    index: UnitIndex,
  ) => { label: string; query: string }[];
  /** lib/quick/not-converted.ts */
  namesCurrency: (normalisedText: string) => boolean;
  leftOutMessage: (normalisedText: string) => string | undefined;
  currencyMessage: string;
}

/**
 * D29: what reads an ingredient in a question, weighs a volume by it and offers the other ingredient a word may mean
 * (lib/quick/cooking-readers.ts): it comes with the engine of a family that weighs ingredients (issue 36).
 */
export interface CookingReaders {
  ingredientCalled: (typed: string, ingredients: readonly Ingredient[]) => Ingredient | undefined;
  ingredientReadings: (quantity: Quantity, units: FoundUnits, choice: Choice) => Reading[];
  ingredientsOf: (items: readonly QuickIngredient[]) => Ingredient[];
  weighing: (choice: Choice, engine: Family) => { key: string; note: string } | undefined;
  withIngredient: (family: Family, ingredient: Ingredient) => Family;
}
