import { ConverterPage } from '@/components/converter-page';
import { cargaElectricaContent } from '@/lib/content/converters/carga-electrica';
import { pageMetadata } from '@/lib/seo';
import { cargaElectrica } from '@/lib/units/carga-electrica';

export const metadata = pageMetadata('/convertir-carga-electrica');

export default function Page() {
  return <ConverterPage path="/convertir-carga-electrica" family={cargaElectrica} content={cargaElectricaContent} />;
}
