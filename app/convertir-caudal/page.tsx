import { ConverterPage } from '@/components/converter-page';
import { caudalFamily } from '@/lib/families/caudal';
import { converterMetadata } from '@/lib/seo';

export const metadata = converterMetadata(caudalFamily);

export default function Page() {
  return <ConverterPage module={caudalFamily} />;
}
