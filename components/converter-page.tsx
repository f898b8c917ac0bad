import type { ConverterContent } from '@/lib/content/types';
import type { Family } from '@/lib/units/types';
import { Converter } from './converter/converter';
import { FormulaCards } from './formula-cards';
import { TextSections } from './text-sections';

/** Server component: everything but the converter itself is static HTML. */
export function ConverterPage({ family, content }: { family: Family; content: ConverterContent }) {
  return (
    <article className="page">
      <header className="page__header">
        <h1>{content.heading}</h1>
        <p className="page__intro">{content.intro}</p>
      </header>
      <Converter family={family} />
      {content.note && (
        <aside className="note" aria-label={content.note.title}>
          <h2>{content.note.title}</h2>
          <p>{content.note.text}</p>
        </aside>
      )}
      <FormulaCards cards={content.cards} family={family} />
      <TextSections sections={content.sections} />
    </article>
  );
}
