import { ConverterPage } from '@/components/converter-page';
import { tacosFamily } from '@/lib/families/tacos';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(tacosFamily.route.path);

export default function Page() {
  return <ConverterPage module={tacosFamily} />;
}
