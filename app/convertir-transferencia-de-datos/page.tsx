import { ConverterPage } from '@/components/converter-page';
import { transferenciaDeDatosFamily } from '@/lib/families/transferencia-de-datos';
import { converterMetadata } from '@/lib/seo';

export const metadata = converterMetadata(transferenciaDeDatosFamily);

export default function Page() {
  return <ConverterPage module={transferenciaDeDatosFamily} />;
}
