import { PageHeader } from '@/components/page-header';
import { StructuredData } from '@/components/structured-data';
import { TextSections } from '@/components/text-sections';
import { ToolPairLinks } from '@/components/tool-pair-page';
import { paceContent as content } from '@/lib/content/pace';
import type { RoutePath } from '@/lib/routes';
import { PACE_PAIRS } from '@/lib/tools/pace-pairs';
import { PaceConverterOnFirstUse } from './on-first-use';

/** Server shell of /convertir-ritmo (issue 34, D37): heading, the client form, then the text. */
export function PacePage({ path }: { path: RoutePath }) {
  return (
    <>
      <StructuredData path={path} />
      <article>
        <PageHeader heading={content.heading} intro={content.intro} />
        <PaceConverterOnFirstUse />
        <ToolPairLinks pairs={PACE_PAIRS} />
        <TextSections sections={content.sections} />
      </article>
    </>
  );
}
