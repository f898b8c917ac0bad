import { NUMERIC } from '@/components/ui/numeric';
import type { TextSection } from '@/lib/content/types';
import styles from './text-sections.module.css';

export function TextSections({ sections }: { sections: readonly TextSection[] }) {
  return (
    <div className={`${styles.prose} later`}>
      {sections.map((section) => (
        <section key={section.title}>
          <h2 {...NUMERIC}>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} {...NUMERIC}>
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}
