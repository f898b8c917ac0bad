import { ConverterPage } from '@/components/converter-page';
import { pesosAntiguosFamily } from '@/lib/families/pesos-antiguos';
import { converterMetadata } from '@/lib/seo';

export const metadata = converterMetadata(pesosAntiguosFamily);

export default function Page() {
  return <ConverterPage module={pesosAntiguosFamily} />;
}
