import { ConverterPage } from '@/components/converter-page';
import { pieHormaFamily } from '@/lib/families/pie-horma';
import { converterMetadata } from '@/lib/seo';

export const metadata = converterMetadata(pieHormaFamily);

export default function Page() {
  return <ConverterPage module={pieHormaFamily} />;
}
