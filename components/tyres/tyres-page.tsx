import { PageHeader } from '@/components/page-header';
import { StructuredData } from '@/components/structured-data';
import { TextSections } from '@/components/text-sections';
import { ToolPairLinks } from '@/components/tool-pair-page';
import { tyresContent as content } from '@/lib/content/tyres';
import type { RoutePath } from '@/lib/routes';
import { TYRE_PAIRS } from '@/lib/tools/tyre-pairs';
import { TyreCalculator } from './tyre-calculator';

/**
 * Server shell of /calculadora-de-llantas (issue 34, D37): heading, the calculator (the only part that ships
 * JavaScript: it follows the inputs, drawing included), the links to its question pages and the text, all in the static HTML.
 */
export function TyresPage({ path }: { path: RoutePath }) {
  return (
    <>
      <StructuredData path={path} />
      <article>
        <PageHeader heading={content.heading} intro={content.intro} />
        <TyreCalculator drawingNote={content.drawingNote} />
        <ToolPairLinks pairs={TYRE_PAIRS} />
        <TextSections sections={content.sections} />
      </article>
    </>
  );
}
