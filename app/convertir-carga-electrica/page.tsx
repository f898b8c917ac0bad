import { ConverterPage } from '@/components/converter-page';
import { cargaElectricaFamily } from '@/lib/families/carga-electrica';
import { converterMetadata } from '@/lib/seo';

export const metadata = converterMetadata(cargaElectricaFamily);

export default function Page() {
  return <ConverterPage module={cargaElectricaFamily} />;
}
