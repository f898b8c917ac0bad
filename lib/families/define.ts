/**
 * D28: a converter family is declared in one module, `lib/families/<key>/index.ts`: its units (the engine's data),
 * the page's words, its pair pages, its size table, its place in menus, finder and site map, and how the quick
 * conversion ranks it. The route folder under app/ only names the module; every list of the site derives from
 * `CONVERTERS` (lib/families/index.ts).
 */
import type { PairSpec } from '@/lib/content/pairs/types';
import type { ConverterContent, SizeTable } from '@/lib/content/types';
import type { PageEntry } from '@/lib/site-config';
import type { DownloadTimeSpec } from '@/lib/tools/download-time';
import type { Family, IngredientChoice, UnitKey } from '@/lib/units/types';
import type { NumerosContent } from './numeros/words';

/** What menus, cards, the finder, the site map and the page's metadata say of a converter. */
export type ConverterRoute<Path extends string = string> = PageEntry<Path>;

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

/**
 * A family module as it is written: its words and pair pages name its units by their keys' type (STYLE 18), so a
 * misspelt key fails `npm run typecheck`. The module handed out is the plain one (the keys are checked once, here).
 */
type TypedFamily<Path extends string, F extends Family> = Omit<
  FamilyModule<Path>,
  'key' | 'units' | 'words' | 'pairs'
> & {
  units: F;
  words: ConverterContent<UnitKey<F>>;
  pairs: readonly PairSpec<UnitKey<F>>[];
};

/** The family's key is its units' key: typed once, in its units. */
export const defineFamily = <const Path extends string, F extends Family>(
  module: TypedFamily<Path, F>,
): FamilyModule<Path> => ({ key: module.units.key, ...module });

export const defineConverter = <const Path extends string>(module: NumberSystemsModule<Path>) => module;

export const isFamily = (module: ConverterModule): module is FamilyModule => 'units' in module;
