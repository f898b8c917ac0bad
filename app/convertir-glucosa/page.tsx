import { ConverterPage } from '@/components/converter-page';
import { Hba1cCalculator } from '@/components/glucose/hba1c';
import { glucosaFamily } from '@/lib/families/glucosa';
import { converterMetadata } from '@/lib/seo';

export const metadata = converterMetadata(glucosaFamily);
export default function Page() {
  return (
    <ConverterPage module={glucosaFamily}>
      <Hba1cCalculator />
    </ConverterPage>
  );
}
