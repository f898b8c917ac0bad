import { ConverterPage } from '@/components/converter-page';
import { volumenContent } from '@/lib/content/converters/volumen';
import { pageMetadata } from '@/lib/seo';
import { volumen } from '@/lib/units/volumen';

export const metadata = pageMetadata('/convertir-volumen');

export default function Page() {
  return <ConverterPage path="/convertir-volumen" family={volumen} content={volumenContent} />;
}
