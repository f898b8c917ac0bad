import { ConverterPage } from '@/components/converter-page';
import { angulosFamily } from '@/lib/families/angulos';
import { converterMetadata } from '@/lib/seo';

export const metadata = converterMetadata(angulosFamily);

export default function Page() {
  return <ConverterPage module={angulosFamily} />;
}
