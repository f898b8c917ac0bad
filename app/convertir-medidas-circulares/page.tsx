import { ConverterPage } from '@/components/converter-page';
import { medidasCircularesContent } from '@/lib/content/converters/medidas-circulares';
import { pageMetadata } from '@/lib/seo';
import { medidasCirculares } from '@/lib/units/medidas-circulares';

export const metadata = pageMetadata('/convertir-medidas-circulares');

export default function Page() {
  return (
    <ConverterPage path="/convertir-medidas-circulares" family={medidasCirculares} content={medidasCircularesContent} />
  );
}
