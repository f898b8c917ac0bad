import { ConverterPage } from '@/components/converter-page';
import { radiacionFamily } from '@/lib/families/radiacion';
import { converterMetadata } from '@/lib/seo';

export const metadata = converterMetadata(radiacionFamily);

export default function Page() {
  return <ConverterPage module={radiacionFamily} />;
}
