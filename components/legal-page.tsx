import { LEGAL_UPDATED } from '@/lib/content/legal';
import type { TextSection } from '@/lib/content/types';
import { StructuredData } from './structured-data';
import { TextSections } from './text-sections';

/** Terms and privacy (D21): static text and the date its statements were last checked. */
interface LegalPageProps {
  path: string;
  content: { heading: string; intro: string; sections: readonly TextSection[] };
}

export function LegalPage({ path, content }: LegalPageProps) {
  return (
    <article className="page">
      <StructuredData path={path} />
      <header className="page__header">
        <h1>{content.heading}</h1>
        <p className="page__intro">{content.intro}</p>
      </header>
      <TextSections sections={content.sections} />
      <p className="legal__updated">
        Última actualización: <time dateTime={LEGAL_UPDATED.iso}>{LEGAL_UPDATED.text}</time>
      </p>
    </article>
  );
}
