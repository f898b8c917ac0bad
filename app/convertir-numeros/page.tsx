import { NumberSystemsPage } from '@/components/number-systems-page';
import { numeros } from '@/lib/families/numeros';
import { converterMetadata } from '@/lib/seo';

export const metadata = converterMetadata(numeros);

export default function Page() {
  return <NumberSystemsPage module={numeros} />;
}
