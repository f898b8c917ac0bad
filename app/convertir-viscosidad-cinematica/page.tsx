import { ConverterPage } from '@/components/converter-page';
import { viscosidadCinematicaFamily } from '@/lib/families/viscosidad-cinematica';
import { converterMetadata } from '@/lib/seo';

export const metadata = converterMetadata(viscosidadCinematicaFamily);

export default function Page() {
  return <ConverterPage module={viscosidadCinematicaFamily} />;
}
