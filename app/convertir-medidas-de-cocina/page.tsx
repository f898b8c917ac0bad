import { IngredientConverterOnFirstUse } from '@/components/converter/on-first-use';
import { ConverterPage } from '@/components/converter-page';
import { medidasDeCocinaFamily } from '@/lib/families/medidas-de-cocina';
import { converterMetadata } from '@/lib/seo';

export const metadata = converterMetadata(medidasDeCocinaFamily);

// Issue 36: the ingredient select and table (D29) are imported here, so no other family page carries them.
export default function Page() {
  return <ConverterPage module={medidasDeCocinaFamily} converter={IngredientConverterOnFirstUse} />;
}
