import { ConverterPage } from '@/components/converter-page';
import { parDeTorsionFamily } from '@/lib/families/par-de-torsion';
import { converterMetadata } from '@/lib/seo';

export const metadata = converterMetadata(parDeTorsionFamily);

export default function Page() {
  return <ConverterPage module={parDeTorsionFamily} />;
}
