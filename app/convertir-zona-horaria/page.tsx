import { FormulaCards } from '@/components/formula-cards';
import { PageHeader } from '@/components/page-header';
import { StructuredData } from '@/components/structured-data';
import { TextSections } from '@/components/text-sections';
import { TimeZoneConverter } from '@/components/time-zones/time-zone-converter';
import { TimeZonePairLinks } from '@/components/time-zones/time-zone-pair-links';
import { ZONE_CITIES } from '@/lib/content/cities';
import { TIME_ZONE_PAGE } from '@/lib/content/time-zones';
import { pageMetadata } from '@/lib/seo';
import { timeZoneCards } from '@/lib/tools/time-zone-pairs';

export const metadata = pageMetadata('/convertir-zona-horaria');

/**
 * Static (D2): the form and the list are prerendered without times; the browser fills them in (D19, D30). The cards
 * are read through Intl for the year of the build.
 */
export default function Page() {
  return (
    <>
      <StructuredData path="/convertir-zona-horaria" />
      <article>
        <PageHeader heading={TIME_ZONE_PAGE.heading} intro={TIME_ZONE_PAGE.intro} />
        <TimeZoneConverter cities={ZONE_CITIES} />
        <FormulaCards cards={timeZoneCards(new Date().getUTCFullYear())} />
        <TimeZonePairLinks />
        <TextSections sections={TIME_ZONE_PAGE.sections} />
      </article>
    </>
  );
}
