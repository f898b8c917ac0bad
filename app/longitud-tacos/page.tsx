import { ConverterPage } from '@/components/converter-page';
import { tacosContent } from '@/lib/content/converters/tacos';
import { pageMetadata } from '@/lib/seo';
import { tacos } from '@/lib/units/tacos';

export const metadata = pageMetadata('/longitud-tacos');

export default function Page() {
  return <ConverterPage path="/longitud-tacos" family={tacos} content={tacosContent} />;
}
