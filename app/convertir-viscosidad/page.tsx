import { ConverterPage } from '@/components/converter-page';
import { viscosidadFamily } from '@/lib/families/viscosidad';
import { converterMetadata } from '@/lib/seo';

export const metadata = converterMetadata(viscosidadFamily);

export default function Page() {
  return <ConverterPage module={viscosidadFamily} />;
}
