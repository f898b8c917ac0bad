import { ConverterPage } from '@/components/converter-page';
import { frecuenciaFamily } from '@/lib/families/frecuencia';
import { converterMetadata } from '@/lib/seo';

export const metadata = converterMetadata(frecuenciaFamily);

export default function Page() {
  return <ConverterPage module={frecuenciaFamily} />;
}
