import { ConverterPage } from '@/components/converter-page';
import { radiacionFamily } from '@/lib/families/radiacion';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(radiacionFamily.route.path);

export default function Page() {
  return <ConverterPage module={radiacionFamily} />;
}
