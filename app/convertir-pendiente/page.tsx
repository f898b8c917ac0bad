import { SlopePage } from '@/components/slope/slope-page';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/convertir-pendiente');

export default function Page() {
  return <SlopePage path="/convertir-pendiente" />;
}
