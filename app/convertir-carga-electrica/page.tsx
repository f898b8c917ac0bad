import { ConverterPage } from '@/components/converter-page';
import { cargaElectricaFamily } from '@/lib/families/carga-electrica';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(cargaElectricaFamily.route.path);

export default function Page() {
  return <ConverterPage module={cargaElectricaFamily} />;
}
