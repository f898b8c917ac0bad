import { ConverterPage } from '@/components/converter-page';
import { longitudFamily } from '@/lib/families/longitud';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(longitudFamily.route.path);

export default function Page() {
  return <ConverterPage module={longitudFamily} />;
}
