import { ConverterPage } from '@/components/converter-page';
import { preciosAlimentosFamily } from '@/lib/families/precios-alimentos';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(preciosAlimentosFamily.route.path);

export default function Page() {
  return <ConverterPage module={preciosAlimentosFamily} />;
}
