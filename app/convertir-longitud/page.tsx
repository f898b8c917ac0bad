import { ConverterPage } from '@/components/converter-page';
import { longitudContent } from '@/lib/content/converters/longitud';
import { pageMetadata } from '@/lib/seo';
import { longitud } from '@/lib/units/longitud';

export const metadata = pageMetadata('/convertir-longitud');

export default function Page() {
  return <ConverterPage path="/convertir-longitud" family={longitud} content={longitudContent} />;
}
