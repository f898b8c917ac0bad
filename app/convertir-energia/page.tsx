import { ConverterPage } from '@/components/converter-page';
import { energiaContent } from '@/lib/content/converters/energia';
import { pageMetadata } from '@/lib/seo';
import { energia } from '@/lib/units/energia';

export const metadata = pageMetadata('/convertir-energia');

export default function Page() {
  return <ConverterPage path="/convertir-energia" family={energia} content={energiaContent} />;
}
