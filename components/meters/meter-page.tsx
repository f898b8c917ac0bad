import type { ReactNode } from 'react';
import type { MeterPageContent } from '@/lib/content/meters';
import { TextSections } from '../text-sections';
import { PageHeader } from '../page-header';

/** Server shell of a humour meter page: heading, intro, the meter, the humour notice and the explanatory text. */
export function MeterPage({ content, children }: { content: MeterPageContent; children: ReactNode }) {
  return (
    <article className="page">
      <PageHeader heading={content.heading} intro={content.intro} />
      {children}
      <aside className="note" aria-label="Calculadora de humor">
        <p>
          <strong>Calculadora de humor:</strong> {content.notice}
        </p>
      </aside>
      <TextSections sections={content.sections} />
    </article>
  );
}
