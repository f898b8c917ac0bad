import { ConverterPage } from '@/components/converter-page';
import { consumoFamily } from '@/lib/families/consumo';
import { converterMetadata } from '@/lib/seo';

export const metadata = converterMetadata(consumoFamily);

export default function Page() {
  return <ConverterPage module={consumoFamily} />;
}
