import { ConverterPage } from '@/components/converter-page';
import { potenciaContent } from '@/lib/content/converters/potencia';
import { pageMetadata } from '@/lib/seo';
import { potencia } from '@/lib/units/potencia';

export const metadata = pageMetadata('/convertir-potencia');

export default function Page() {
  return <ConverterPage path="/convertir-potencia" family={potencia} content={potenciaContent} />;
}
