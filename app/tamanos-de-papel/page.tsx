import { PaperSizesPage } from '@/components/paper-sizes/paper-sizes-page';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/tamanos-de-papel');

export default function Page() {
  return <PaperSizesPage path="/tamanos-de-papel" />;
}
