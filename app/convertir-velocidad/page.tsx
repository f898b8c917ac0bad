import { ConverterPage } from '@/components/converter-page';
import { velocidadFamily } from '@/lib/families/velocidad';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(velocidadFamily.route.path);

export default function Page() {
  return <ConverterPage module={velocidadFamily} />;
}
