import { ConverterPage } from '@/components/converter-page';
import { viscosidadFamily } from '@/lib/families/viscosidad';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(viscosidadFamily.route.path);

export default function Page() {
  return <ConverterPage module={viscosidadFamily} />;
}
