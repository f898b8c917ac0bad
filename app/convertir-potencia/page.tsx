import { ConverterPage } from '@/components/converter-page';
import { potenciaFamily } from '@/lib/families/potencia';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(potenciaFamily.route.path);

export default function Page() {
  return <ConverterPage module={potenciaFamily} />;
}
