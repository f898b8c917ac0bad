import { ConverterPage } from '@/components/converter-page';
import { volumenFamily } from '@/lib/families/volumen';
import { converterMetadata } from '@/lib/seo';

export const metadata = converterMetadata(volumenFamily);

export default function Page() {
  return <ConverterPage module={volumenFamily} />;
}
