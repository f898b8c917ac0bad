import type { ReactNode } from 'react';
import { NUMERIC } from '@/components/ui/numeric';
import { converterWording } from '@/lib/content/wording';
import type { FamilyModule } from '@/lib/families/define';
import { otherReadingPath } from '@/lib/pairs';
import type { RoutePath } from '@/lib/routes';
import { converterFamily } from '@/lib/units/converter-family';
import { buildFormulaCard } from '@/lib/units/formula';
import { mixesOf } from '@/lib/units/mixed';
import { Converter } from './converter/converter';
import { DownloadTime } from './converter/download-time';
import { ResolutionConverter } from './converter/resolution-converter';
import { FormulaCards } from './formula-cards';
import { FrequentPairs } from './frequent-pairs';
import { PageHeader } from './page-header';
import { FavouriteButton } from './recents/favourite-button';
import { StructuredData } from './structured-data';
import { TextSections } from './text-sections';

/**
 * Server component: everything but the converter itself is static HTML. Its whole content is the module (D28);
 * `children`, where a page has them, is a calculator of its own shown under the converter (the glucose page's HbA1c).
 */
export function ConverterPage({ module, children }: { module: FamilyModule<RoutePath>; children?: ReactNode }) {
  const { route, units: family, words: content, sizeTable, downloadTime, atResolution, ingredients } = module;
  return (
    <article>
      <StructuredData path={route.path} />
      <PageHeader heading={content.heading} intro={content.intro}>
        <FavouriteButton path={route.path} label={route.label} />
      </PageHeader>
      {atResolution ? (
        <ResolutionConverter wording={converterWording(content)} pagePath={route.path} />
      ) : (
        <Converter
          family={converterFamily(family)}
          wording={converterWording(content)}
          sizeTable={sizeTable}
          ingredients={ingredients}
          mixes={mixesOf(module.pairs)}
          pagePath={route.path}
        />
      )}
      {downloadTime && <DownloadTime spec={downloadTime} speeds={family} />}
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
