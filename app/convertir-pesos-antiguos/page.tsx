import { ConverterPage } from '@/components/converter-page';
import { pesosAntiguosFamily } from '@/lib/families/pesos-antiguos';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(pesosAntiguosFamily.route.path);

export default function Page() {
  return <ConverterPage module={pesosAntiguosFamily} />;
}
