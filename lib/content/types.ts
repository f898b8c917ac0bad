/** The long texts of a converter page, kept apart from the family so the client bundle never carries them. */

export interface FormulaCardSpec {
  /** e.g. 'Metros a pies' */
  title: string;
  from: string;
  to: string;
  /** The worked example's input; its result is computed by the engine at build time (D6). */
  example: number;
  /** Required where the rule is not linear (affine, reciprocal); linear formulas are derived from the factors. */
  formula?: string;
}

export interface TextSection {
  title: string;
  paragraphs: readonly string[];
}

export interface ConverterContent {
  /** The page's h1. */
  heading: string;
  intro: string;
  /** Exactly six cards. */
  cards: readonly FormulaCardSpec[];
  /** The explanatory text: at least 250 words in all. */
  sections: readonly TextSection[];
  /** The yellow note box, where the spec or DECISIONS.md asks for one. */
  note?: { title: string; text: string };
}

/**
 * D15: a size table shown under the converter (rings, shoes). Each row carries its value in the family's base
 * unit; the converter highlights the row nearest to the current value.
 */
export interface SizeTable {
  caption: string;
  /** Column headers; the first describes the base value, e.g. 'Diámetro interior (mm)'. */
  columns: readonly string[];
  rows: readonly { base: number; cells: readonly string[] }[];
}
