import type { ComponentType, ReactNode } from 'react';
import { NUMERIC } from '@/components/ui/numeric';
import { converterWording } from '@/lib/content/wording';
import type { FamilyModule } from '@/lib/families/define';
import { otherReadingPath } from '@/lib/pairs';
import type { RoutePath } from '@/lib/routes';
import { converterFamily } from '@/lib/units/converter-family';
import { buildFormulaCard } from '@/lib/units/formula';
import { mixesOf } from '@/lib/units/mixed';
import type { ConverterProps } from './converter/converter';
import { ConverterOnFirstUse } from './converter/on-first-use';
import { FormulaCards } from './formula-cards';
import { FrequentPairs } from './frequent-pairs';
import { PageHeader } from './page-header';
import { FavouriteButton } from './recents/favourite-button';
import { StructuredData } from './structured-data';
import { TextSections } from './text-sections';

interface ConverterPageProps {
  module: FamilyModule<RoutePath>;
  /**
   * The converter, where a family has one of its own (the pixel page's, with its resolution: D30). Passed by the
   * page's route, so that only that page's JavaScript holds it (issue 36); the site's one converter otherwise.
   */
  converter?: ComponentType<Omit<ConverterProps, 'pieces' | 'resolution'>>;
  /**
   * A calculator of the page's own, shown under the converter (the glucose page's HbA1c, the transfer page's download
   * time), imported by the route for the same reason.
   */
  children?: ReactNode;
}

/** Server component: everything but the converter itself is static HTML. Its whole content is the module (D28). */
export function ConverterPage({ module, converter: OwnConverter, children }: ConverterPageProps) {
  const { route, units: family, words: content, sizeTable, downloadTime, atResolution, ingredients } = module;
  // Issue 36: the module declares these pieces and its route brings their code; a route that forgot fails the build
  // (the converter itself refuses an ingredient list or a size table without the parts that show them).
  if (atResolution && !OwnConverter)
    throw new Error(`${route.path}: la ruta tiene que pasar su conversor con resolución`);
  if (downloadTime && !children) throw new Error(`${route.path}: la ruta tiene que pasar su calculadora de descarga`);
  const ChosenConverter = OwnConverter ?? ConverterOnFirstUse;
  return (
    <article>
      <StructuredData path={route.path} />
      <PageHeader heading={content.heading} intro={content.intro}>
        <FavouriteButton path={route.path} label={route.label} />
      </PageHeader>
      <ChosenConverter
        family={converterFamily(family)}
        wording={converterWording(content)}
        sizeTable={sizeTable}
        ingredients={ingredients}
        mixes={mixesOf(module.pairs)}
        pagePath={route.path}
      />
      {children}
      {content.note && (
        <aside className="note" aria-label={content.note.title}>
          <h2>{content.note.title}</h2>
          <p {...NUMERIC}>
            {content.note.text}
            {content.note.link && (
              <>
                {' '}
                <a href={otherReadingPath(content.note.link.other, module)}>{content.note.link.label}</a>
              </>
            )}
          </p>
        </aside>
      )}
      <FormulaCards cards={content.cards.map((spec) => buildFormulaCard(spec, family))} />
      <FrequentPairs module={module} />
      <TextSections sections={content.sections} />
    </article>
  );
}
