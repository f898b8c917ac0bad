import { NumberConverter } from '@/components/converter/number-converter';
import { FormulaCards } from '@/components/formula-cards';
import { PageHeader } from '@/components/page-header';
import { StructuredData } from '@/components/structured-data';
import { TextSections } from '@/components/text-sections';
import type { NumberSystemsModule } from '@/lib/families/define';
import type { RoutePath } from '@/lib/routes';
import type { FormulaCard } from '@/lib/units/formula';
import { numberCardExample } from '@/lib/units/numeros';

/** Same layout as components/converter-page.tsx; number bases are text, so they have their own converter. */
export function NumberSystemsPage({ module }: { module: NumberSystemsModule<RoutePath> }) {
  const { route, words } = module;
  // D6: each example is computed at build time; an example that is not a number in its base fails the build.
  const cards: FormulaCard[] = words.cards.map((spec) => {
    const example = numberCardExample(spec);
    if (example === undefined) throw new Error(`Ejemplo no válido en la tarjeta '${spec.title}': ${spec.example}`);
    return { title: spec.title, formula: spec.formula, example };
  });
  return (
    <article>
      <StructuredData path={route.path} />
      <PageHeader heading={words.heading} intro={words.intro} />
      <NumberConverter />
      <FormulaCards cards={cards} />
      <TextSections sections={words.sections} />
    </article>
  );
}
