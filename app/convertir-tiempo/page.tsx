import { ConverterPage } from '@/components/converter-page';
import { tiempoFamily } from '@/lib/families/tiempo';
import { converterMetadata } from '@/lib/seo';

export const metadata = converterMetadata(tiempoFamily);

export default function Page() {
  return <ConverterPage module={tiempoFamily} />;
}
