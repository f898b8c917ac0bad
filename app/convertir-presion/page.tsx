import { ConverterPage } from '@/components/converter-page';
import { presionFamily } from '@/lib/families/presion';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(presionFamily.route.path);

export default function Page() {
  return <ConverterPage module={presionFamily} />;
}
