import type { OtherReading } from '@/lib/content/pairs/types';
import type { EngineWording } from '@/lib/units/engine-wording';
import type { FormulaCardSpec } from '@/lib/units/formula';
import type { UnitGroup } from '@/lib/units/types';

/** The long texts of a converter page, kept apart from the family so the client bundle never carries them. */

export interface TextSection {
  title: string;
  paragraphs: readonly string[];
}

/**
 * The converter's own words on a page: what its field, selects and hints say. Every page starts from
 * DEFAULT_WORDING (lib/content/wording.ts); a content module names only what it says differently.
 */
export interface ConverterWording extends EngineWording {
  /** The value field's label: 'Valor', 'Precio' on the price page (D10). */
  valueLabel: string;
  /** The empty value field's placeholder. */
  placeholder: string;
  /** Before the unit's name in an option: 'Precio por ' gives 'Precio por kilogramo (/kg)'. */
  optionPrefix: string;
  /**
   * D12, D23: a first option both selects keep even with a unit chosen ('Seleccionar' on the circular, volume and
   * tacos pages). Without it, `emptyChoice` is offered only while nothing is chosen (D11).
   */
  selectPlaceholder?: string;
  emptyChoice: string;
  /** D24: the label of each optgroup of a long select. */
  groups: Record<UnitGroup, string>;
}

/** What a content module says differently from DEFAULT_WORDING. */
export type WordingChanges = Partial<Omit<ConverterWording, 'hints'>> & { hints?: Partial<ConverterWording['hints']> };

/** A converter page's words; `K`, its family's unit keys (STYLE 18), so a card or a link names only units it has. */
export interface ConverterContent<K extends string = string> {
  /** The page's h1. */
  heading: string;
  /** The converter's words where they differ from the default ('Precio', 'Seleccionar' …). */
  wording?: WordingChanges;
  intro: string;
  /** Exactly six cards. */
  cards: readonly FormulaCardSpec<K>[];
  /** The explanatory text: at least 250 words in all. */
  sections: readonly TextSection[];
  /**
   * The yellow note box, where the spec or DECISIONS.md asks for one; `link` sends the visitor to the page that
   * converts what the note is about, named by keys (STYLE 11, D28), as pair pages link the other reading.
   */
  note?: { title: string; text: string; link?: { other: OtherReading<K>; label: string } };
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

/**
 * D26, D30: a pair of places with a page of their own under /convertir-zona-horaria ('madrid-a-ciudad-de-mexico').
 * Words only; every offset, change of the clocks and difference on the page is read through Intl.
 */
export interface TimeZonePairSpec {
  /** City ids of lib/content/cities.ts (ZONE_CITIES). */
  from: string;
  to: string;
  /** How people search it by country: 'España a México'. */
  countries: string;
  /** One sentence under the heading. */
  intro: string;
  /** The paragraphs written for this pair: its rules, their history, who converts it. */
  text: readonly string[];
  /** Plain-HTML questions and answers (no FAQPage markup). */
  questions?: readonly { question: string; answer: string }[];
}

/**
 * Issue 34, D26: a page of one everyday question of a calculator page ('min/km a km/h', 'porcentaje a grados'), under
 * the calculator's route. Words only: the answer and the table are computed by the calculator's own functions
 * (lib/tools/<tool>-pairs.ts), never typed here.
 */
export interface ToolPairSpec {
  /** The address under the calculator's route: 'min-km-a-km-h'. */
  slug: string;
  /** The link's and breadcrumb's name: 'Min/km a km/h'. */
  name: string;
  /** The page's heading: 'Ritmo en min/km a velocidad en km/h'. */
  heading: string;
  /** The <title> before the site's name: 'Min/km a km/h: de ritmo a velocidad, con tabla'. */
  title: string;
  /** The meta description (a plain sentence; no figure the tool does not compute). */
  description: string;
  /** One or two sentences under the answer. */
  intro: string;
  /** The heading of the table. */
  tableTitle: string;
  /** The paragraphs written for this question: who asks it, what to watch, its history. */
  text: readonly string[];
  /** Plain-HTML questions and answers. */
  questions?: readonly { question: string; answer: string }[];
  /** The slug of the page of the opposite question, where there is one. */
  reverse?: string;
}
