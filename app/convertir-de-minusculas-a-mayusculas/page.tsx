import { TextSections } from '@/components/text-sections';
import { CaseConverter } from '@/components/text-case/case-converter';
import { minusculasAMayusculasContent as content } from '@/lib/content/text-case';
import { StructuredData } from '@/components/structured-data';
import { pageMetadata } from '@/lib/seo';
import { PageHeader } from '@/components/page-header';

export const metadata = pageMetadata('/convertir-de-minusculas-a-mayusculas');

export default function Page() {
  return (
    <>
      <StructuredData path="/convertir-de-minusculas-a-mayusculas" />
      <article className="page">
        <PageHeader heading={content.heading} intro={content.intro} />
        <CaseConverter />
        <TextSections sections={content.sections} />
      </article>
    </>
  );
}
