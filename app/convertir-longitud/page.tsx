import { ConverterPage } from '@/components/converter-page';
import { longitudFamily } from '@/lib/families/longitud';
import { converterMetadata } from '@/lib/seo';

export const metadata = converterMetadata(longitudFamily);

export default function Page() {
  return <ConverterPage module={longitudFamily} />;
}
