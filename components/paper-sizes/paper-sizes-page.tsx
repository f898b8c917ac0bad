import { PageHeader } from '@/components/page-header';
import { StructuredData } from '@/components/structured-data';
import { TextSections } from '@/components/text-sections';
import { paperSizesContent as content } from '@/lib/content/paper-sizes';
import type { RoutePath } from '@/lib/routes';
import { PaperTables } from './paper-tables';
import { PaperTool } from './paper-tool';

/**
 * Server shell of /tamanos-de-papel (issue 34, D37): heading, the client tool (pixels and the drawing, prerendered at A4
 * over carta), every size's table in mm, cm and in, then the text.
 */
export function PaperSizesPage({ path }: { path: RoutePath }) {
  return (
    <>
      <StructuredData path={path} />
      <article>
        <PageHeader heading={content.heading} intro={content.intro} />
        <PaperTool />
        <PaperTables tables={content.tables} />
        <TextSections sections={content.sections} />
      </article>
    </>
  );
}
