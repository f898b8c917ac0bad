import { ConverterPage } from '@/components/converter-page';
import { potenciaFamily } from '@/lib/families/potencia';
import { converterMetadata } from '@/lib/seo';

export const metadata = converterMetadata(potenciaFamily);

export default function Page() {
  return <ConverterPage module={potenciaFamily} />;
}
