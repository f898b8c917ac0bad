import { ConverterPage } from '@/components/converter-page';
import { aceleracionFamily } from '@/lib/families/aceleracion';
import { converterMetadata } from '@/lib/seo';

export const metadata = converterMetadata(aceleracionFamily);

export default function Page() {
  return <ConverterPage module={aceleracionFamily} />;
}
