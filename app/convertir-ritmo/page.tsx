import { PacePage } from '@/components/pace/pace-page';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/convertir-ritmo');

export default function Page() {
  return <PacePage path="/convertir-ritmo" />;
}
