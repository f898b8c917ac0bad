import { ConverterPage } from '@/components/converter-page';
import { tacosFamily } from '@/lib/families/tacos';
import { converterMetadata } from '@/lib/seo';

export const metadata = converterMetadata(tacosFamily);

export default function Page() {
  return <ConverterPage module={tacosFamily} />;
}
