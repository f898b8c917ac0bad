import { ConverterPage } from '@/components/converter-page';
import { presionFamily } from '@/lib/families/presion';
import { converterMetadata } from '@/lib/seo';

export const metadata = converterMetadata(presionFamily);

export default function Page() {
  return <ConverterPage module={presionFamily} />;
}
