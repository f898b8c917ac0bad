import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import { TextSections } from '@/components/text-sections';
import type { MeterPageContent } from '@/lib/content/meters';

/** Server shell of a humour meter page: heading, intro, the meter, the humour notice and the explanatory text. */
export function MeterPage({ content, children }: { content: MeterPageContent; children: ReactNode }) {
  return (
    <article>
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
