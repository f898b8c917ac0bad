import { ConverterPage } from '@/components/converter-page';
import { datosDigitalesContent } from '@/lib/content/converters/datos-digitales';
import { pageMetadata } from '@/lib/seo';
import { datosDigitales } from '@/lib/units/datos-digitales';

export const metadata = pageMetadata('/convertir-datos-digitales');

export default function Page() {
  return <ConverterPage path="/convertir-datos-digitales" family={datosDigitales} content={datosDigitalesContent} />;
}
