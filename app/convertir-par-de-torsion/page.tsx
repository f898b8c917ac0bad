import { ConverterPage } from '@/components/converter-page';
import { parDeTorsionFamily } from '@/lib/families/par-de-torsion';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(parDeTorsionFamily.route.path);

export default function Page() {
  return <ConverterPage module={parDeTorsionFamily} />;
}
