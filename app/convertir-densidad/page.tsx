import { ConverterPage } from '@/components/converter-page';
import { densidadFamily } from '@/lib/families/densidad';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(densidadFamily.route.path);

export default function Page() {
  return <ConverterPage module={densidadFamily} />;
}
