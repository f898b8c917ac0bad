import { PageHeader } from '@/components/page-header';
import { StructuredData } from '@/components/structured-data';
import { TextSections } from '@/components/text-sections';
import { ToolPairLinks } from '@/components/tool-pair-page';
import { paperSizesContent as content } from '@/lib/content/paper-sizes';
import type { RoutePath } from '@/lib/routes';
import { PAPER_PAIRS } from '@/lib/tools/paper-pairs';
import { PaperTables } from './paper-tables';
import { PaperTool } from './paper-tool';

/**
 * Server shell of /tamanos-de-papel (issue 34, D37): heading, the client tool (pixels and the drawing, prerendered at A4
 * over carta), the links to its question pages, every size's table in mm, cm and in, then the text.
 */
export function PaperSizesPage({ path }: { path: RoutePath }) {
  return (
    <>
      <StructuredData path={path} />
      <article>
        <PageHeader heading={content.heading} intro={content.intro} />
        <PaperTool />
        <ToolPairLinks pairs={PAPER_PAIRS} />
        <PaperTables tables={content.tables} />
        <TextSections sections={content.sections} />
      </article>
    </>
  );
}
