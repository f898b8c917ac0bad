/**
 * A family is plain data (JSON-serialisable) so a server page can hand it to the client converter as a prop.
 * Every unit says how to reach the family's base unit; the engine does the rest (D6). The converter's sentences
 * (labels, placeholders, hints) are the page's words, in its content module (`ConverterWording`), not here.
 */

/** base = v × factor */
export interface LinearRule {
  kind: 'linear';
  factor: number;
}

/** base = (v + offset) × factor — temperature, the shoe last. */
export interface AffineRule {
  kind: 'affine';
  factor: number;
  offset: number;
}

/** base = k / v — fuel consumption per distance (L/100 km) against distance per volume. */
export interface ReciprocalRule {
  kind: 'reciprocal';
  k: number;
}

export type Rule = LinearRule | AffineRule | ReciprocalRule;

/**
 * D24: where a unit sits in a long select (an <optgroup>); the page's words name each group
 * (ConverterWording.groups). 'decimal' and 'binario' are the data units in powers of 1000 and of 1024.
 */
export type UnitGroup =
  | 'metrico'
  | 'anglosajon'
  | 'regional'
  | 'cientifico'
  | 'decimal'
  | 'binario'
  | 'otras'
  // D29: the kitchen's two quantities; only an ingredient's density turns one into the other.
  | 'volumen'
  | 'masa';

export interface Unit {
  /** D24: the Spanish name in the singular and the plural, lower case: 'pulgada', 'pulgadas'. */
  singular: string;
  plural: string;
  /**
   * The name shown in the select where it is not the capitalised plural ('Metros' follows from 'metros'):
   * 'Galones (EE. UU.)', 'Celsius'. Read it through displayName (lib/units/names.ts).
   */
  name?: string;
  symbol: string;
  rule: Rule;
  /**
   * D24: other spellings people type for this unit, beside its names and symbol: 'pulg', '"', 'lts'. Matched with
   * case and accents ignored, so no two units of a family may share one (__tests__/units/aliases.test.ts).
   */
  aliases?: readonly string[];
  /** Spellings where case decides: 'MB' (megabyte) against 'Mb' (megabit), the one place it does (issue 14). */
  exactAliases?: readonly string[];
  /**
   * D27, D28: some of this unit's own spellings are generic and can also mean other units of its family: 'galón' is
   * the US gallon here and maybe the imperial one; 'tonelada' the metric ton and maybe the short one. `names` are
   * those spellings (each one of its names, symbol or aliases; case and accents ignored), `units` the keys of the
   * others in this family. The quick conversion answers with this unit and offers the others; a spelling not listed
   * ('galón americano') names this unit alone. A unit of another family with the same name ('arroba castellana') is
   * not declared here: the quick conversion offers the next family where both names are units (issue 20).
   */
  alsoMeans?: { units: readonly string[]; names: readonly string[] };
  /**
   * D38, issue 35: names of another unit that mean this one only where the other side of a question is a unit of this
   * family and the plain names share no family: 'grados' beside °F is Celsius, 'metros' beside ft² the square metre.
   * Not aliases: 'grados' alone stays the angle, and the answer says how it read the name ('Entendí: grados
   * Celsius'). Several units of a family may carry one: the first answers, the others are offered.
   */
  bareNames?: readonly string[];
  /** D26: the unit's part of a pair address, where its plural would read long: 'fahrenheit' for 'grados fahrenheit'. */
  slug?: string;
  /** D24: its optgroup in a long select. */
  group?: UnitGroup;
  /** D24: added to the brief's units; the equivalences table shows it behind 'Ver todas las unidades (N)'. */
  extra?: true;
  /** Where the symbol is a word, its singular after exactly 1: 'taco' beside 'tacos' (D23: no plural after 1). */
  one?: string;
  /** The option text where 'Name (symbol)' would read badly: 'Pie (mm)' for a symbol 'mm de pie'. */
  label?: string;
  /** The symbol joins the number with no space, as Spanish writes angles: 45°, 30′, 15″ (but 20 °C). */
  attached?: boolean;
  /** 'dms': the value is read and shown as degrees, minutes and seconds (57°17′44.81″). */
  display?: 'dms';
  /** D31: a result in this unit also shows the nearest fraction a tape measure marks (0.7874 in ≈ 13/16 in). */
  fractions?: true;
  /**
   * D33: a linear factor that is a quotient, as its definition states it: [1, 60] for the rpm (1/60 Hz), [0.0254, 96]
   * for the CSS pixel. Both terms are defined decimals; `rule.factor` is their quotient as a double. Exact arithmetic
   * reads the quotient, so 1 Hz = 60 rpm is known to be exact, which no double of 1/60 can tell.
   */
  definition?: readonly [numerator: number, denominator: number];
  /**
   * D33: what the unit's factor rests on besides definitions, where anything does: a density ('densidad del
   * ingrediente'), a molar mass, water taken as 1 kg/L. A conversion between units that do not rest on the same one
   * is approximate, whatever its digits ("≈ … (aproximado)").
   */
  convention?: string;
  /** D33: the grammatical gender of its name, where the head noun's entry in lib/units/grammar.ts does not give it. */
  gender?: 'masculino' | 'femenino';
}

export interface Family {
  key: string;
  /** The unit whose factor is 1; every conversion passes through it. */
  base: string;
  /** Decimals of a displayed result (D8). */
  decimals: number;
  /** D8: amounts of money always show two decimals ($2.50), and more only where a price is below a cent. */
  money?: true;
  /** Starting source and target; '' leaves the select on its placeholder. */
  defaults: readonly [string, string];
  /** The value the page opens on, where 1 would mislead (D25: a 17 mm ring, a 260 mm foot); '1' otherwise. */
  defaultValue?: string;
  /** Prefix of values on the result line, e.g. '$' on the price page. */
  valuePrefix?: string;
  /** Written before every symbol, joined to the value: '/' on the price page, '$100.00/kg'. */
  symbolPrefix?: string;
  /** Physical lower limit in base units, below which the D13 note shows (absolute zero). */
  physicalMinimum?: number;
  /** D11: density and number systems keep the target when the source changes; unit pages clear it. */
  keepTargetOnSourceChange?: boolean;
  /** D14: a negative value is refused with a hint and no result (fuel consumption). */
  refusesNegative?: true;
  /** D14: zero has no equivalent in any other unit (fuel consumption); the page's zero hint shows. */
  zeroHasNoEquivalent?: true;
  /**
   * D29: the density (g/mL = kg/L) at which the family's mass units (group 'masa') are declared, in a family of
   * volumes and masses; lib/units/ingredients.ts moves them to an ingredient's.
   */
  gramsPerMl?: number;
  units: Record<string, Unit>;
}

/**
 * STYLE 18: the keys of a family's units, as its declaration (`as const satisfies Family`) types them, so a pair,
 * a card or a link that names a unit the family lacks fails the type check, not the build.
 */
export type UnitKey<F extends Family> = keyof F['units'] & string;

/**
 * D29: an ingredient of the cooking page, whose density turns a kitchen volume into a mass. Plain data, so the quick
 * conversion can read the list as well as the converter ('2 tazas de harina a gramos').
 */
export interface Ingredient {
  /** Its value in the address (`&ingrediente=harina-de-trigo`) and in the code. */
  key: string;
  /** The Spanish name the page shows, lower case: 'harina de trigo'. */
  name: string;
  /** The other names people use for it, in Spain and in Latin America: 'maicena', 'fécula de maíz'. */
  names: readonly string[];
  /** Its part of a pair address where its name would read long: 'harina' in 'tazas-de-harina-a-gramos'. */
  slug?: string;
  /** Grams per millilitre (= kg/L), worked out from the source's figure. */
  gramsPerMl: number;
  /** The source's figure, as the page prints it under an approximate result. */
  source: string;
  /**
   * D35: names of this ingredient that mean another one elsewhere ('manteca': butter in the Río de la Plata, lard in
   * Mexico and Spain), and the keys of those others, which the quick answer offers one click away.
   */
  alsoMeans?: { names: readonly string[]; ingredients: readonly string[] };
  /**
   * D35: the other countries' names the select shows beside `name` ('cacahuetes (maní, cacahuates)'), each one of
   * `names`.
   */
  shownWith?: readonly string[];
}

/**
 * D29: the ingredient select of a family of volumes and masses: its ingredients, the one it opens on, and the table
 * under the converter (the chosen ingredient in `rows`, each a value in a volume unit, in each of `columns`' units).
 */
export interface IngredientChoice {
  items: readonly Ingredient[];
  initial: string;
  table: { rows: readonly { value: number; unit: string; label: string }[]; columns: readonly string[] };
}
