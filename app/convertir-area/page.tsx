import { ConverterPage } from '@/components/converter-page';
import { areaContent } from '@/lib/content/converters/area';
import { pageMetadata } from '@/lib/seo';
import { area } from '@/lib/units/area';

export const metadata = pageMetadata('/convertir-area');

export default function Page() {
  return <ConverterPage path="/convertir-area" family={area} content={areaContent} />;
}
