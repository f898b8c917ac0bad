import { ConverterPage } from '@/components/converter-page';
import { pieHormaFamily } from '@/lib/families/pie-horma';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(pieHormaFamily.route.path);

export default function Page() {
  return <ConverterPage module={pieHormaFamily} />;
}
