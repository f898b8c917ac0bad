import { ConverterPage } from '@/components/converter-page';
import { angulosContent } from '@/lib/content/converters/angulos';
import { pageMetadata } from '@/lib/seo';
import { angulos } from '@/lib/units/angulos';

export const metadata = pageMetadata('/convertir-angulos');

export default function Page() {
  return <ConverterPage path="/convertir-angulos" family={angulos} content={angulosContent} />;
}
