import { PageHeader } from '@/components/page-header';
import { StructuredData } from '@/components/structured-data';
import { TextSections } from '@/components/text-sections';
import { slopeContent as content } from '@/lib/content/slope';
import type { RoutePath } from '@/lib/routes';
import { SlopeConverter } from './slope-converter';
import { SlopeLimits } from './slope-limits';

/**
 * Server shell of /convertir-pendiente (issue 34, D37): heading, the client form with its drawing (prerendered at
 * 10 %), the everyday slopes with their sources, then the text.
 */
export function SlopePage({ path }: { path: RoutePath }) {
  return (
    <>
      <StructuredData path={path} />
      <article>
        <PageHeader heading={content.heading} intro={content.intro} />
        <SlopeConverter />
        <SlopeLimits limits={content.limits} />
        <TextSections sections={content.sections} />
      </article>
    </>
  );
}
