import { ResolutionConverterOnFirstUse } from '@/components/converter/on-first-use';
import { ConverterPage } from '@/components/converter-page';
import { pixelesFamily as family } from '@/lib/families/pixeles';
import { converterMetadata } from '@/lib/seo';

export const metadata = converterMetadata(family);

// Issue 36: the converter with a resolution (D30) is imported here, so no other family page's JavaScript carries it.
export default function Page() {
  return <ConverterPage module={family} converter={ResolutionConverterOnFirstUse} />;
}
