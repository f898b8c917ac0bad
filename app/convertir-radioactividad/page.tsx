import { ConverterPage } from '@/components/converter-page';
import { radioactividadFamily } from '@/lib/families/radioactividad';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(radioactividadFamily.route.path);

export default function Page() {
  return <ConverterPage module={radioactividadFamily} />;
}
