import { ConverterPage } from '@/components/converter-page';
import { pesosAntiguosContent } from '@/lib/content/converters/pesos-antiguos';
import { pageMetadata } from '@/lib/seo';
import { pesosAntiguos } from '@/lib/units/pesos-antiguos';

export const metadata = pageMetadata('/convertir-pesos-antiguos');

export default function Page() {
  return <ConverterPage path="/convertir-pesos-antiguos" family={pesosAntiguos} content={pesosAntiguosContent} />;
}
