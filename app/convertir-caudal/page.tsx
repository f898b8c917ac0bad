import { ConverterPage } from '@/components/converter-page';
import { caudalFamily } from '@/lib/families/caudal';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(caudalFamily.route.path);

export default function Page() {
  return <ConverterPage module={caudalFamily} />;
}
