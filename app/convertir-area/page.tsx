import { ConverterPage } from '@/components/converter-page';
import { areaFamily } from '@/lib/families/area';
import { converterMetadata } from '@/lib/seo';

export const metadata = converterMetadata(areaFamily);

export default function Page() {
  return <ConverterPage module={areaFamily} />;
}
