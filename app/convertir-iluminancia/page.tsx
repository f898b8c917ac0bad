import { ConverterPage } from '@/components/converter-page';
import { iluminanciaFamily } from '@/lib/families/iluminancia';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(iluminanciaFamily.route.path);

export default function Page() {
  return <ConverterPage module={iluminanciaFamily} />;
}
