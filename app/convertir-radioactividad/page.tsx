import { ConverterPage } from '@/components/converter-page';
import { radioactividadContent } from '@/lib/content/converters/radioactividad';
import { pageMetadata } from '@/lib/seo';
import { radioactividad } from '@/lib/units/radioactividad';

export const metadata = pageMetadata('/convertir-radioactividad');

export default function Page() {
  return <ConverterPage path="/convertir-radioactividad" family={radioactividad} content={radioactividadContent} />;
}
