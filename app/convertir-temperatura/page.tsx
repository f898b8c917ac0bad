import { ConverterPage } from '@/components/converter-page';
import { temperaturaFamily } from '@/lib/families/temperatura';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(temperaturaFamily.route.path);

export default function Page() {
  return <ConverterPage module={temperaturaFamily} />;
}
