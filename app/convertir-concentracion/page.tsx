import { Molarity } from '@/components/concentration/molarity';
import { ConverterPage } from '@/components/converter-page';
import { concentracionFamily } from '@/lib/families/concentracion';
import { converterMetadata } from '@/lib/seo';

export const metadata = converterMetadata(concentracionFamily);
export default function Page() {
  return (
    <ConverterPage module={concentracionFamily}>
      <Molarity />
    </ConverterPage>
  );
}
