import { PageHeader } from '@/components/page-header';
import { StructuredData } from '@/components/structured-data';
import { TextSections } from '@/components/text-sections';
import { paceContent as content } from '@/lib/content/pace';
import type { RoutePath } from '@/lib/routes';
import { PaceConverter } from './pace-converter';

/** Server shell of /convertir-ritmo (issue 34, D37): heading, the client form, then the text. */
export function PacePage({ path }: { path: RoutePath }) {
  return (
    <>
      <StructuredData path={path} />
      <article>
        <PageHeader heading={content.heading} intro={content.intro} />
        <PaceConverter />
        <TextSections sections={content.sections} />
      </article>
    </>
  );
}
