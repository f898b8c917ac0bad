/**
 * D28: a converter family is declared in one module, `lib/families/<key>/index.ts`: its units (the engine's data),
 * the page's words, its pair pages, its size table, its place in menus, finder and site map, and how the quick
 * conversion ranks it. The route folder under app/ only names the module; every list of the site derives from
 * `CONVERTERS` (lib/families/index.ts).
 */
import type { PairSpec } from '@/lib/content/pairs/types';
import type { ConverterContent, SizeTable } from '@/lib/content/types';
import type { SiteGroup } from '@/lib/site';
import type { DownloadTimeSpec } from '@/lib/tools/download-time';
import type { Family, IngredientChoice } from '@/lib/units/types';
import type { NumerosContent } from './numeros/words';

/** What menus, cards, the finder, the site map and the page's metadata say of a converter. */
export interface ConverterRoute<Path extends string = string> {
  path: Path;
  /** Short name for menus and cards: 'Longitud'. */
  label: string;
  /** Page title; the root layout adds ' | Conviértelo' (D1). */
  title: string;
  description: string;
  keywords: readonly string[];
  /** An emoji, for cards and the finder. */
  icon: string;
  /**
   * Words the finder matches besides the page's names (D16): what the measure is called or used for. Never the
   * units' own names: the finder reads those from the units.
   */
  tags: readonly string[];
  group: SiteGroup;
  /** Units or contents in a few words, for the footer and cards: 'metros, pies, pulgadas, millas'. */
  summary: string;
  /** Shown in 'Conversiones populares' on the home page. */
  popular?: boolean;
}

/** A converter of quantities: the engine converts its units (D6). */
export interface FamilyModule<Path extends string = string> {
  key: string;
  route: ConverterRoute<Path>;
  units: Family;
  words: ConverterContent;
  /** D26: its pair pages, in the order the family page lists them. */
  pairs: readonly PairSpec[];
  /** D15: rings and shoes show a size table that follows the converter's value. */
  sizeTable?: SizeTable;
  /** D30: the transfer page's download-time calculator (size ÷ speed), shown under the converter. */
  downloadTime?: DownloadTimeSpec;
  /**
   * D30: the pixel page's converter also takes a resolution (ppp) and a base font size, which rebuild its units; this
   * gives the units at a resolution (the default font size), for the pair pages stated at one (`PairSpec.ppp`).
   */
  atResolution?: (ppp: number) => Family;
  /** D29: the cooking page's ingredient select, whose density turns a volume into a mass. */
  ingredients?: IngredientChoice;
  /**
   * D27: where a name belongs to this family and another one, and the other unit of the question does not decide
   * ('libras' in the old Castilian weights, 'grados' on the circular measures), the everyday family answers first.
   */
  answersSharedNamesLast?: true;
}

/** The number systems converter: text in bases 2–36, no units for the engine. */
export interface NumberSystemsModule<Path extends string = string> {
  key: string;
  route: ConverterRoute<Path>;
  words: NumerosContent;
}

export type ConverterModule<Path extends string = string> = FamilyModule<Path> | NumberSystemsModule<Path>;

/** The family's key is its units' key: typed once, in its units. */
export const defineFamily = <const Path extends string>(
  module: Omit<FamilyModule<Path>, 'key'>,
): FamilyModule<Path> => ({ key: module.units.key, ...module });

export const defineConverter = <const Path extends string>(module: NumberSystemsModule<Path>) => module;

export const isFamily = (module: ConverterModule): module is FamilyModule => 'units' in module;
