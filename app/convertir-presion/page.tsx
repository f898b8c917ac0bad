import { ConverterPage } from '@/components/converter-page';
import { presionContent } from '@/lib/content/converters/presion';
import { pageMetadata } from '@/lib/seo';
import { presion } from '@/lib/units/presion';

export const metadata = pageMetadata('/convertir-presion');

export default function Page() {
  return <ConverterPage path="/convertir-presion" family={presion} content={presionContent} />;
}
