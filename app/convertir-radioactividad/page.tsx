import { ConverterPage } from '@/components/converter-page';
import { radioactividadFamily } from '@/lib/families/radioactividad';
import { converterMetadata } from '@/lib/seo';

export const metadata = converterMetadata(radioactividadFamily);

export default function Page() {
  return <ConverterPage module={radioactividadFamily} />;
}
