import { TextSections } from '@/components/text-sections';
import { CaseConverter } from '@/components/text-case/case-converter';
import { mayusculasAMinusculasContent as content } from '@/lib/content/text-case';
import { StructuredData } from '@/components/structured-data';
import { pageMetadata } from '@/lib/seo';
import { PageHeader } from '@/components/page-header';

export const metadata = pageMetadata('/convertir-de-mayusculas-a-minusculas');

export default function Page() {
  return (
    <>
      <StructuredData path="/convertir-de-mayusculas-a-minusculas" />
      <article className="page">
        <PageHeader heading={content.heading} intro={content.intro} />
        <CaseConverter />
        <TextSections sections={content.sections} />
      </article>
    </>
  );
}
