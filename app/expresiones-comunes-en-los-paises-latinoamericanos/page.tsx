import { ExpressionsTable } from '@/components/expressions/expressions-table';
import { TextSections } from '@/components/text-sections';
import { COUNTRIES, EXPRESSIONS, expressionsContent as content } from '@/lib/content/expressions';
import { StructuredData } from '@/components/structured-data';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/expresiones-comunes-en-los-paises-latinoamericanos');

export default function Page() {
  return (
    <>
      <StructuredData path="/expresiones-comunes-en-los-paises-latinoamericanos" />
      <article className="page">
        <header className="page__header">
          <h1>{content.heading}</h1>
          <p className="page__intro">{content.intro}</p>
        </header>
        <ExpressionsTable countries={COUNTRIES} expressions={EXPRESSIONS} />
        <TextSections sections={content.sections} />
      </article>
    </>
  );
}
