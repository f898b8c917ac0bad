import { ConverterPage } from '@/components/converter-page';
import { pesoFamily } from '@/lib/families/peso';
import { converterMetadata } from '@/lib/seo';

export const metadata = converterMetadata(pesoFamily);

export default function Page() {
  return <ConverterPage module={pesoFamily} />;
}
