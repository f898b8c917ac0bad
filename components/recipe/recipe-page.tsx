import { PageHeader } from '@/components/page-header';
import { PairQuestions } from '@/components/pair-blocks';
import { StructuredData } from '@/components/structured-data';
import { TextSections } from '@/components/text-sections';
import { recipeContent as content } from '@/lib/content/recipe';
import { FAMILIES } from '@/lib/families';
import type { RoutePath } from '@/lib/routes';
import { ingredientLabel } from '@/lib/units/ingredients';
import { RecipeConverterOnFirstUse } from './on-first-use';
import styles from './recipe-page.module.css';

/** D29, STYLE 17: the family that weighs ingredients, as the registry hands it out (the kitchen's). */
function weighingFamily() {
  const found = FAMILIES.find((module) => module.ingredients !== undefined);
  if (!found?.ingredients) throw new Error('convertir-receta: ninguna familia pesa ingredientes (D29)');
  return { module: found, ingredients: found.ingredients.items };
}

/**
 * Server shell of /convertir-receta (issue 35): heading, the client form (the only part that ships JavaScript),
 * the ingredients it knows, the text and the questions, all in the static HTML.
 */
export function RecipePage({ path }: { path: RoutePath }) {
  const { module, ingredients } = weighingFamily();
  return (
    <>
      <StructuredData path={path} />
      <article>
        <PageHeader heading={content.heading} intro={content.intro} />
        <RecipeConverterOnFirstUse
          family={module.units}
          ingredients={ingredients}
          example={content.example}
          privacy={content.privacy}
        />
        <details className={styles.known}>
          <summary>Los {ingredients.length} ingredientes que reconoce</summary>
          <ul className={styles.list}>
            {ingredients.map((ingredient) => (
              <li key={ingredient.key}>{ingredientLabel(ingredient)}</li>
            ))}
          </ul>
          <p>
            Lo que pesa una taza de cada uno, con su fuente, está en el{' '}
            <a href={module.route.path}>convertidor de medidas de cocina</a>.
          </p>
        </details>
        <TextSections sections={content.sections} />
        <PairQuestions questions={content.questions} />
      </article>
    </>
  );
}
