import { ConverterPage } from '@/components/converter-page';
import { temperaturaContent } from '@/lib/content/converters/temperatura';
import { pageMetadata } from '@/lib/seo';
import { temperatura } from '@/lib/units/temperatura';

export const metadata = pageMetadata('/convertir-temperatura');

export default function Page() {
  return <ConverterPage path="/convertir-temperatura" family={temperatura} content={temperaturaContent} />;
}
