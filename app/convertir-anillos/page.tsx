import { ConverterPage } from '@/components/converter-page';
import { anillosContent } from '@/lib/content/converters/anillos';
import { anillosSizes } from '@/lib/content/sizes/anillos';
import { pageMetadata } from '@/lib/seo';
import { anillos } from '@/lib/units/anillos';

export const metadata = pageMetadata('/convertir-anillos');

export default function Page() {
  return <ConverterPage path="/convertir-anillos" family={anillos} content={anillosContent} sizeTable={anillosSizes} />;
}
