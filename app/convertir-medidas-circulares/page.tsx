import { ConverterPage } from '@/components/converter-page';
import { medidasCircularesFamily } from '@/lib/families/medidas-circulares';
import { converterMetadata } from '@/lib/seo';

export const metadata = converterMetadata(medidasCircularesFamily);

export default function Page() {
  return <ConverterPage module={medidasCircularesFamily} />;
}
