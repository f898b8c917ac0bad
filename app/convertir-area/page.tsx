import { ConverterPage } from '@/components/converter-page';
import { areaFamily } from '@/lib/families/area';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(areaFamily.route.path);

export default function Page() {
  return <ConverterPage module={areaFamily} />;
}
