import { ConverterPage } from '@/components/converter-page';
import { iluminanciaFamily } from '@/lib/families/iluminancia';
import { converterMetadata } from '@/lib/seo';

export const metadata = converterMetadata(iluminanciaFamily);

export default function Page() {
  return <ConverterPage module={iluminanciaFamily} />;
}
