import { ConverterPage } from '@/components/converter-page';
import { temperaturaFamily } from '@/lib/families/temperatura';
import { converterMetadata } from '@/lib/seo';

export const metadata = converterMetadata(temperaturaFamily);

export default function Page() {
  return <ConverterPage module={temperaturaFamily} />;
}
