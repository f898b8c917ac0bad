import { PageHeader } from '@/components/page-header';
import { StructuredData } from '@/components/structured-data';
import { TextSections } from '@/components/text-sections';
import { ToolPairLinks } from '@/components/tool-pair-page';
import { clothingSizesContent as content } from '@/lib/content/clothing-sizes';
import type { RoutePath } from '@/lib/routes';
import { CLOTHING_PAIRS } from '@/lib/tools/clothing-pairs';
import { ClothingSizeTables } from './clothing-size-tables';
import { MeasureFigure } from './measure-figure';
import { ClothingSizesToolOnFirstUse } from './on-first-use';

/**
 * Server shell of /convertir-tallas-de-ropa (issue 34, D37): heading, the client tool (prerendered on a Spanish
 * women's 38), the links to its question pages, where to measure with its drawing, every source's table, then the text.
 */
export function ClothingSizesPage({ path }: { path: RoutePath }) {
  return (
    <>
      <StructuredData path={path} />
      <article>
        <PageHeader heading={content.heading} intro={content.intro} />
        <ClothingSizesToolOnFirstUse brandsDiffer={content.brandsDiffer} />
        <ToolPairLinks pairs={CLOTHING_PAIRS} />
        <MeasureFigure figure={content.figure} />
        <ClothingSizeTables />
        <TextSections sections={content.sections} />
      </article>
    </>
  );
}
