import type { ConverterContent, SizeTable } from '@/lib/content/types';
import { converterWording } from '@/lib/content/wording';
import type { RoutePath } from '@/lib/site';
import { buildFormulaCard } from '@/lib/units/formula';
import type { Family } from '@/lib/units/types';
import { Converter } from './converter/converter';
import { FormulaCards } from './formula-cards';
import { FrequentPairs } from './frequent-pairs';
import { PageHeader } from './page-header';
import { StructuredData } from './structured-data';
import { TextSections } from './text-sections';

/** Server component: everything but the converter itself is static HTML. */
interface ConverterPageProps {
  /** The route, for its structured data. */
  path: RoutePath;
  family: Family;
  content: ConverterContent;
  /** D15: rings and shoes show a size table that follows the converter's value. */
  sizeTable?: SizeTable;
}

export function ConverterPage({ path, family, content, sizeTable }: ConverterPageProps) {
  return (
    <article>
      <StructuredData path={path} />
      <PageHeader heading={content.heading} intro={content.intro} />
      <Converter family={family} wording={converterWording(content)} sizeTable={sizeTable} />
      {content.note && (
        <aside className="note" aria-label={content.note.title}>
          <h2>{content.note.title}</h2>
          <p>{content.note.text}</p>
        </aside>
      )}
      <FormulaCards cards={content.cards.map((spec) => buildFormulaCard(spec, family))} />
      <FrequentPairs familyKey={family.key} />
      <TextSections sections={content.sections} />
    </article>
  );
}
