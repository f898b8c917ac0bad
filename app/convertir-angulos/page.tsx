import { ConverterPage } from '@/components/converter-page';
import { angulosFamily } from '@/lib/families/angulos';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(angulosFamily.route.path);

export default function Page() {
  return <ConverterPage module={angulosFamily} />;
}
