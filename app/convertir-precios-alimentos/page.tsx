import { ConverterPage } from '@/components/converter-page';
import { preciosAlimentosFamily } from '@/lib/families/precios-alimentos';
import { converterMetadata } from '@/lib/seo';

export const metadata = converterMetadata(preciosAlimentosFamily);

export default function Page() {
  return <ConverterPage module={preciosAlimentosFamily} />;
}
