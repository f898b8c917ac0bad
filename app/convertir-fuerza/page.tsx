import { ConverterPage } from '@/components/converter-page';
import { fuerzaFamily } from '@/lib/families/fuerza';
import { converterMetadata } from '@/lib/seo';

export const metadata = converterMetadata(fuerzaFamily);

export default function Page() {
  return <ConverterPage module={fuerzaFamily} />;
}
