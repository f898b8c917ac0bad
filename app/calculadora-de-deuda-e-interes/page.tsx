import { DebtCalculatorOnFirstUse } from '@/components/debt/on-first-use';
import { PageHeader } from '@/components/page-header';
import { StructuredData } from '@/components/structured-data';
import { TextSections } from '@/components/text-sections';
import { debtContent } from '@/lib/content/debt';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/calculadora-de-deuda-e-interes');

export default function Page() {
  return (
    <>
      <StructuredData path="/calculadora-de-deuda-e-interes" />
      <article>
        <PageHeader heading={debtContent.heading} intro={debtContent.intro} />
        <DebtCalculatorOnFirstUse />
        <aside className="note" aria-label={debtContent.note.title}>
          <h2>{debtContent.note.title}</h2>
          <p>{debtContent.note.text}</p>
        </aside>
        <TextSections sections={debtContent.sections} />
      </article>
    </>
  );
}
