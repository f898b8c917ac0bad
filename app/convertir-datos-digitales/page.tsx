import { ConverterPage } from '@/components/converter-page';
import { datosDigitalesFamily } from '@/lib/families/datos-digitales';
import { converterMetadata } from '@/lib/seo';

export const metadata = converterMetadata(datosDigitalesFamily);

export default function Page() {
  return <ConverterPage module={datosDigitalesFamily} />;
}
