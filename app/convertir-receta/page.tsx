import { RecipePage } from '@/components/recipe/recipe-page';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/convertir-receta');

export default function Page() {
  return <RecipePage path="/convertir-receta" />;
}
