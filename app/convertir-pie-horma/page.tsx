import { ConverterPage } from '@/components/converter-page';
import { pieHormaContent } from '@/lib/content/converters/pie-horma';
import { pieHormaSizes } from '@/lib/content/sizes/pie-horma';
import { pageMetadata } from '@/lib/seo';
import { pieHorma } from '@/lib/units/pie-horma';

export const metadata = pageMetadata('/convertir-pie-horma');

export default function Page() {
  return (
    <ConverterPage path="/convertir-pie-horma" family={pieHorma} content={pieHormaContent} sizeTable={pieHormaSizes} />
  );
}
