import { ConverterPage } from '@/components/converter-page';
import { tiempoContent } from '@/lib/content/converters/tiempo';
import { pageMetadata } from '@/lib/seo';
import { tiempo } from '@/lib/units/tiempo';

export const metadata = pageMetadata('/convertir-tiempo');

export default function Page() {
  return <ConverterPage path="/convertir-tiempo" family={tiempo} content={tiempoContent} />;
}
