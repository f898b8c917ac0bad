import { ConverterPage } from '@/components/converter-page';
import { velocidadFamily } from '@/lib/families/velocidad';
import { converterMetadata } from '@/lib/seo';

export const metadata = converterMetadata(velocidadFamily);

export default function Page() {
  return <ConverterPage module={velocidadFamily} />;
}
