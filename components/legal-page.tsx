import { LEGAL_UPDATED } from '@/lib/content/legal';
import type { TextSection } from '@/lib/content/types';
import type { RoutePath } from '@/lib/routes';
import styles from './legal-page.module.css';
import { PageHeader } from './page-header';
import { StructuredData } from './structured-data';
import { TextSections } from './text-sections';

/** Terms and privacy (D21): static text and the date its statements were last checked. */
interface LegalPageProps {
  path: RoutePath;
  content: { heading: string; intro: string; sections: readonly TextSection[] };
}

export function LegalPage({ path, content }: LegalPageProps) {
  return (
    <article>
      <StructuredData path={path} />
      <PageHeader heading={content.heading} intro={content.intro} />
      <TextSections sections={content.sections} />
      <p className={styles.updated}>
        Última actualización: <time dateTime={LEGAL_UPDATED.iso}>{LEGAL_UPDATED.text}</time>
      </p>
    </article>
  );
}
