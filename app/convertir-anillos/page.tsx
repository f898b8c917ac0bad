import { ConverterPage } from '@/components/converter-page';
import { anillosFamily } from '@/lib/families/anillos';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(anillosFamily.route.path);

export default function Page() {
  return <ConverterPage module={anillosFamily} />;
}
