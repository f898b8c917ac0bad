import { ConverterPage } from '@/components/converter-page';
import { fuerzaFamily } from '@/lib/families/fuerza';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(fuerzaFamily.route.path);

export default function Page() {
  return <ConverterPage module={fuerzaFamily} />;
}
