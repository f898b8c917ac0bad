import { DebtCalculator } from '@/components/debt/debt-calculator';
import { TextSections } from '@/components/text-sections';
import { debtContent } from '@/lib/content/debt';
import { StructuredData } from '@/components/structured-data';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/calculadora-de-deuda-e-interes');

export default function Page() {
  return (
    <>
      <StructuredData path="/calculadora-de-deuda-e-interes" />
      <article className="page">
        <header className="page__header">
          <h1>{debtContent.heading}</h1>
          <p className="page__intro">{debtContent.intro}</p>
        </header>
        <DebtCalculator />
        <aside className="note" aria-label={debtContent.note.title}>
          <h2>{debtContent.note.title}</h2>
          <p>{debtContent.note.text}</p>
        </aside>
        <TextSections sections={debtContent.sections} />
      </article>
    </>
  );
}
