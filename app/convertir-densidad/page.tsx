import { ConverterPage } from '@/components/converter-page';
import { densidadFamily } from '@/lib/families/densidad';
import { converterMetadata } from '@/lib/seo';

export const metadata = converterMetadata(densidadFamily);

export default function Page() {
  return <ConverterPage module={densidadFamily} />;
}
