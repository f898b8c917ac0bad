import { PageHeader } from '@/components/page-header';
import { StructuredData } from '@/components/structured-data';
import { TextSections } from '@/components/text-sections';
import type { RoutePath } from '@/lib/routes';
import { numbersInWordsContent as content } from '@/lib/tools/numbers-in-words/words';
import { NumberToWordsOnFirstUse, WordsToNumberOnFirstUse } from './on-first-use';
import { RuleCards } from './rule-cards';

/** Server shell of /convertir-numeros-a-letras (D36): heading, the two client forms, the rule cards and the text. */
export function NumbersInWordsPage({ path }: { path: RoutePath }) {
  return (
    <>
      <StructuredData path={path} />
      <article>
        <PageHeader heading={content.heading} intro={content.intro} />
        <NumberToWordsOnFirstUse />
        <WordsToNumberOnFirstUse />
        <RuleCards cards={content.rules} />
        <TextSections sections={content.sections} />
      </article>
    </>
  );
}
