import { ConverterPage } from '@/components/converter-page';
import { medidasDeCocinaFamily } from '@/lib/families/medidas-de-cocina';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(medidasDeCocinaFamily.route.path);

export default function Page() {
  return <ConverterPage module={medidasDeCocinaFamily} />;
}
