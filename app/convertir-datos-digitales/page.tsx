import { ConverterPage } from '@/components/converter-page';
import { datosDigitalesFamily } from '@/lib/families/datos-digitales';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(datosDigitalesFamily.route.path);

export default function Page() {
  return <ConverterPage module={datosDigitalesFamily} />;
}
