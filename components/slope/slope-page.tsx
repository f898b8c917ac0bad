import { PageHeader } from '@/components/page-header';
import { StructuredData } from '@/components/structured-data';
import { TextSections } from '@/components/text-sections';
import { ToolPairLinks } from '@/components/tool-pair-page';
import { slopeContent as content } from '@/lib/content/slope';
import type { RoutePath } from '@/lib/routes';
import { SLOPE_PAIRS } from '@/lib/tools/slope-pairs';
import { SlopeConverter } from './slope-converter';
import { SlopeLimits } from './slope-limits';

/**
 * Server shell of /convertir-pendiente (issue 34, D37): heading, the client form with its drawing (prerendered at
 * 10 %), the links to its question pages, the everyday slopes with their sources, then the text.
 */
export function SlopePage({ path }: { path: RoutePath }) {
  return (
    <>
      <StructuredData path={path} />
      <article>
        <PageHeader heading={content.heading} intro={content.intro} />
        <SlopeConverter />
        <ToolPairLinks pairs={SLOPE_PAIRS} />
        <SlopeLimits limits={content.limits} />
        <TextSections sections={content.sections} />
      </article>
    </>
  );
}
