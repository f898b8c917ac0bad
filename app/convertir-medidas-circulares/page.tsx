import { ConverterPage } from '@/components/converter-page';
import { medidasCircularesFamily } from '@/lib/families/medidas-circulares';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(medidasCircularesFamily.route.path);

export default function Page() {
  return <ConverterPage module={medidasCircularesFamily} />;
}
