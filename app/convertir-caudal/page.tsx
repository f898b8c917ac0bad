import { ConverterPage } from '@/components/converter-page';
import { caudalContent } from '@/lib/content/converters/caudal';
import { pageMetadata } from '@/lib/seo';
import { caudal } from '@/lib/units/caudal';

export const metadata = pageMetadata('/convertir-caudal');

export default function Page() {
  return <ConverterPage path="/convertir-caudal" family={caudal} content={caudalContent} />;
}
