import { ConverterPage } from '@/components/converter-page';
import { pixelesFamily } from '@/lib/families/pixeles';
import { converterMetadata } from '@/lib/seo';

export const metadata = converterMetadata(pixelesFamily);

export default function Page() {
  return <ConverterPage module={pixelesFamily} />;
}
