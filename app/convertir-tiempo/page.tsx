import { ConverterPage } from '@/components/converter-page';
import { tiempoFamily } from '@/lib/families/tiempo';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(tiempoFamily.route.path);

export default function Page() {
  return <ConverterPage module={tiempoFamily} />;
}
