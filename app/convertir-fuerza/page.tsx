import { ConverterPage } from '@/components/converter-page';
import { fuerzaContent } from '@/lib/content/converters/fuerza';
import { pageMetadata } from '@/lib/seo';
import { fuerza } from '@/lib/units/fuerza';

export const metadata = pageMetadata('/convertir-fuerza');

export default function Page() {
  return <ConverterPage path="/convertir-fuerza" family={fuerza} content={fuerzaContent} />;
}
