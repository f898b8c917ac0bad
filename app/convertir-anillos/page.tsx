import { ConverterPage } from '@/components/converter-page';
import { anillosFamily } from '@/lib/families/anillos';
import { converterMetadata } from '@/lib/seo';

export const metadata = converterMetadata(anillosFamily);

export default function Page() {
  return <ConverterPage module={anillosFamily} />;
}
