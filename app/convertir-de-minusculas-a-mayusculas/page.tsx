import { TextSections } from '@/components/text-sections';
import { CaseConverter } from '@/components/text-case/case-converter';
import { minusculasAMayusculasContent as content } from '@/lib/content/text-case';
import { StructuredData } from '@/components/structured-data';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/convertir-de-minusculas-a-mayusculas');

export default function Page() {
  return (
    <>
      <StructuredData path="/convertir-de-minusculas-a-mayusculas" />
      <article className="page">
        <header className="page__header">
          <h1>{content.heading}</h1>
          <p className="page__intro">{content.intro}</p>
        </header>
        <CaseConverter />
        <TextSections sections={content.sections} />
      </article>
    </>
  );
}
