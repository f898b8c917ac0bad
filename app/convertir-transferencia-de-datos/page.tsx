import { DownloadTime } from '@/components/converter/download-time';
import { ConverterPage } from '@/components/converter-page';
import { transferenciaDeDatosFamily as family } from '@/lib/families/transferencia-de-datos';
import { downloadTime } from '@/lib/families/transferencia-de-datos/download';
import { converterMetadata } from '@/lib/seo';

export const metadata = converterMetadata(family);

// Issue 36: the download-time calculator is imported here, so no other page's JavaScript carries it.
export default function Page() {
  const calculator = <DownloadTime spec={downloadTime} speeds={family.units} />;
  return <ConverterPage module={family}>{calculator}</ConverterPage>;
}
