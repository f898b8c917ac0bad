import { ConverterPage } from '@/components/converter-page';
import { consumoFamily } from '@/lib/families/consumo';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(consumoFamily.route.path);

export default function Page() {
  return <ConverterPage module={consumoFamily} />;
}
