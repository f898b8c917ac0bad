import { ConverterPage } from '@/components/converter-page';
import { preciosAlimentosContent } from '@/lib/content/converters/precios-alimentos';
import { pageMetadata } from '@/lib/seo';
import { preciosAlimentos } from '@/lib/units/precios-alimentos';

export const metadata = pageMetadata('/convertir-precios-alimentos');

export default function Page() {
  return (
    <ConverterPage path="/convertir-precios-alimentos" family={preciosAlimentos} content={preciosAlimentosContent} />
  );
}
