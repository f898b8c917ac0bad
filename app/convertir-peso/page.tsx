import { ConverterPage } from '@/components/converter-page';
import { pesoFamily } from '@/lib/families/peso';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(pesoFamily.route.path);

export default function Page() {
  return <ConverterPage module={pesoFamily} />;
}
