import { ConverterPage } from '@/components/converter-page';
import { energiaFamily } from '@/lib/families/energia';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(energiaFamily.route.path);

export default function Page() {
  return <ConverterPage module={energiaFamily} />;
}
