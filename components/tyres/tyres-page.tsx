import { PageHeader } from '@/components/page-header';
import { StructuredData } from '@/components/structured-data';
import { TextSections } from '@/components/text-sections';
import { tyresContent as content } from '@/lib/content/tyres';
import type { RoutePath } from '@/lib/routes';
import { TyreCalculator } from './tyre-calculator';

/**
 * Server shell of /calculadora-de-llantas (issue 34, D37): heading, the calculator (the only part that ships
 * JavaScript: it follows the inputs, drawing included) and the text, all in the static HTML.
 */
export function TyresPage({ path }: { path: RoutePath }) {
  return (
    <>
      <StructuredData path={path} />
      <article>
        <PageHeader heading={content.heading} intro={content.intro} />
        <TyreCalculator drawingNote={content.drawingNote} />
        <TextSections sections={content.sections} />
      </article>
    </>
  );
}
