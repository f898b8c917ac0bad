import { ConverterPage } from '@/components/converter-page';
import { velocidadContent } from '@/lib/content/converters/velocidad';
import { pageMetadata } from '@/lib/seo';
import { velocidad } from '@/lib/units/velocidad';

export const metadata = pageMetadata('/convertir-velocidad');

export default function Page() {
  return <ConverterPage path="/convertir-velocidad" family={velocidad} content={velocidadContent} />;
}
