import { ConverterPage } from '@/components/converter-page';
import { medidasDeCocinaFamily } from '@/lib/families/medidas-de-cocina';
import { converterMetadata } from '@/lib/seo';

export const metadata = converterMetadata(medidasDeCocinaFamily);

export default function Page() {
  return <ConverterPage module={medidasDeCocinaFamily} />;
}
