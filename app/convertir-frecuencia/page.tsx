import { ConverterPage } from '@/components/converter-page';
import { frecuenciaFamily } from '@/lib/families/frecuencia';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(frecuenciaFamily.route.path);

export default function Page() {
  return <ConverterPage module={frecuenciaFamily} />;
}
