import { TyresPage } from '@/components/tyres/tyres-page';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/calculadora-de-llantas');

export default function Page() {
  return <TyresPage path="/calculadora-de-llantas" />;
}
