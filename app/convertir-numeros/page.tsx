import { NumberSystemsPage } from '@/components/number-systems-page';
import { numeros } from '@/lib/families/numeros';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(numeros.route.path);

export default function Page() {
  return <NumberSystemsPage module={numeros} />;
}
