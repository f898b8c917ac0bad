import { ConverterPage } from '@/components/converter-page';
import { transferenciaDeDatosFamily } from '@/lib/families/transferencia-de-datos';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(transferenciaDeDatosFamily.route.path);

export default function Page() {
  return <ConverterPage module={transferenciaDeDatosFamily} />;
}
