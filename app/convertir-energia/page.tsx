import { ConverterPage } from '@/components/converter-page';
import { energiaFamily } from '@/lib/families/energia';
import { converterMetadata } from '@/lib/seo';

export const metadata = converterMetadata(energiaFamily);

export default function Page() {
  return <ConverterPage module={energiaFamily} />;
}
