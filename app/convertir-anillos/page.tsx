import { SizeTableConverterOnFirstUse } from '@/components/converter/on-first-use';
import { ConverterPage } from '@/components/converter-page';
import { anillosFamily } from '@/lib/families/anillos';
import { converterMetadata } from '@/lib/seo';

export const metadata = converterMetadata(anillosFamily);

// Issue 36: the size table is imported here, so only the families that have one carry it.
export default function Page() {
  return <ConverterPage module={anillosFamily} converter={SizeTableConverterOnFirstUse} />;
}
