import { ConverterPage } from '@/components/converter-page';
import { pesoContent } from '@/lib/content/converters/peso';
import { pageMetadata } from '@/lib/seo';
import { peso } from '@/lib/units/peso';

export const metadata = pageMetadata('/convertir-peso');

export default function Page() {
  return <ConverterPage path="/convertir-peso" family={peso} content={pesoContent} />;
}
