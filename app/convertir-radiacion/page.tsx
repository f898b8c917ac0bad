import { ConverterPage } from '@/components/converter-page';
import { radiacionContent } from '@/lib/content/converters/radiacion';
import { pageMetadata } from '@/lib/seo';
import { radiacion } from '@/lib/units/radiacion';

export const metadata = pageMetadata('/convertir-radiacion');

export default function Page() {
  return <ConverterPage path="/convertir-radiacion" family={radiacion} content={radiacionContent} />;
}
