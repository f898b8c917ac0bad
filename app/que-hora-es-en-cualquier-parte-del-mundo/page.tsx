import { PageHeader } from '@/components/page-header';
import { StructuredData } from '@/components/structured-data';
import { TextSections } from '@/components/text-sections';
import { WorldClock } from '@/components/world-clock/world-clock';
import { CITIES, WORLD_CLOCK_PAGE } from '@/lib/content/cities';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/que-hora-es-en-cualquier-parte-del-mundo');

/** Static (D2): the cards are prerendered without times; the browser fills them in after mount (D19). */
export default function Page() {
  return (
    <>
      <StructuredData path="/que-hora-es-en-cualquier-parte-del-mundo" />
      <article>
        <PageHeader heading={WORLD_CLOCK_PAGE.heading} intro={WORLD_CLOCK_PAGE.intro} />
        <WorldClock cities={CITIES} />
        <TextSections sections={WORLD_CLOCK_PAGE.sections} />
      </article>
    </>
  );
}
