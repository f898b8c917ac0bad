import { ConverterPage } from '@/components/converter-page';
import { volumenFamily } from '@/lib/families/volumen';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(volumenFamily.route.path);

export default function Page() {
  return <ConverterPage module={volumenFamily} />;
}
