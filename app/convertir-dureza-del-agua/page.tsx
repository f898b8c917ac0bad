import { ConverterPage } from '@/components/converter-page';
import { durezaDelAguaFamily } from '@/lib/families/dureza-del-agua';
import { converterMetadata } from '@/lib/seo';

export const metadata = converterMetadata(durezaDelAguaFamily);

export default function Page() {
  return <ConverterPage module={durezaDelAguaFamily} />;
}
