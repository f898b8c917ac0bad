import { ConverterPage } from '@/components/converter-page';
import { pixelesFamily } from '@/lib/families/pixeles';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(pixelesFamily.route.path);

export default function Page() {
  return <ConverterPage module={pixelesFamily} />;
}
