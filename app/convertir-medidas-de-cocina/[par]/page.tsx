import { IngredientConverterOnFirstUse } from '@/components/converter/on-first-use';
import { familyPairRoute } from '@/components/family-pair-route';
import { medidasDeCocinaFamily } from '@/lib/families/medidas-de-cocina';

// Issue 36: this family's pair pages, with the ingredient select and table (D29) imported here only.
const route = familyPairRoute(medidasDeCocinaFamily, IngredientConverterOnFirstUse);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
