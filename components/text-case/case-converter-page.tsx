import { PageHeader } from '@/components/page-header';
import { StructuredData } from '@/components/structured-data';
import { TextSections } from '@/components/text-sections';
import type { TextCaseContent } from '@/lib/content/text-case';
import type { RoutePath } from '@/lib/routes';
import { CaseConverter } from './case-converter';

/** Server shell of the case converter: one screen at two routes, each with its own texts. */
export function CaseConverterPage({ path, content }: { path: RoutePath; content: TextCaseContent }) {
  return (
    <>
      <StructuredData path={path} />
      <article>
        <PageHeader heading={content.heading} intro={content.intro} />
        <CaseConverter />
        <TextSections sections={content.sections} />
      </article>
    </>
  );
}
