import { ConverterPage } from '@/components/converter-page';
import { densidadContent } from '@/lib/content/converters/densidad';
import { pageMetadata } from '@/lib/seo';
import { densidad } from '@/lib/units/densidad';

export const metadata = pageMetadata('/convertir-densidad');

export default function Page() {
  return <ConverterPage path="/convertir-densidad" family={densidad} content={densidadContent} />;
}
