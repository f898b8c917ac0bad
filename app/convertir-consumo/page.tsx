import { ConverterPage } from '@/components/converter-page';
import { consumoContent } from '@/lib/content/converters/consumo';
import { pageMetadata } from '@/lib/seo';
import { consumo } from '@/lib/units/consumo';

export const metadata = pageMetadata('/convertir-consumo');

export default function Page() {
  return <ConverterPage path="/convertir-consumo" family={consumo} content={consumoContent} />;
}
