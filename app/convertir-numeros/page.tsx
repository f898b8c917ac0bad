import { NumberConverter } from '@/components/converter/number-converter';
import { FormulaCards } from '@/components/formula-cards';
import { PageHeader } from '@/components/page-header';
import { StructuredData } from '@/components/structured-data';
import { TextSections } from '@/components/text-sections';
import { numerosContent } from '@/lib/content/converters/numeros';
import { pageMetadata } from '@/lib/seo';
import type { FormulaCard } from '@/lib/units/formula';
import { numberCardExample } from '@/lib/units/numeros';

export const metadata = pageMetadata('/convertir-numeros');

/** D6: each example is computed at build time; an example that is not a number in its base fails the build. */
const cards: FormulaCard[] = numerosContent.cards.map((spec) => {
  const example = numberCardExample(spec);
  if (example === undefined) throw new Error(`Ejemplo no válido en la tarjeta '${spec.title}': ${spec.example}`);
  return { title: spec.title, formula: spec.formula, example };
});

/** Same layout as components/converter-page.tsx; number bases are text, so they have their own converter. */
export default function Page() {
  return (
    <article>
      <StructuredData path="/convertir-numeros" />
      <PageHeader heading={numerosContent.heading} intro={numerosContent.intro} />
      <NumberConverter />
      <FormulaCards cards={cards} />
      <TextSections sections={numerosContent.sections} />
    </article>
  );
}
