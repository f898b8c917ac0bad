import { ExpressionsTable } from '@/components/expressions/expressions-table';
import { PageHeader } from '@/components/page-header';
import { StructuredData } from '@/components/structured-data';
import { TextSections } from '@/components/text-sections';
import { COUNTRIES, EXPRESSIONS, expressionsContent as content } from '@/lib/content/expressions';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/expresiones-comunes-en-los-paises-latinoamericanos');

export default function Page() {
  return (
    <>
      <StructuredData path="/expresiones-comunes-en-los-paises-latinoamericanos" />
      <article>
        <PageHeader heading={content.heading} intro={content.intro} />
        <ExpressionsTable countries={COUNTRIES} expressions={EXPRESSIONS} />
        <TextSections sections={content.sections} />
      </article>
    </>
  );
}
