import { ConverterPage } from '@/components/converter-page';
import { aceleracionFamily } from '@/lib/families/aceleracion';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(aceleracionFamily.route.path);

export default function Page() {
  return <ConverterPage module={aceleracionFamily} />;
}
