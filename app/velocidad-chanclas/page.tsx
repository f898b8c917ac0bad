import { MeterPage } from '@/components/meters/meter-page';
import { SlipperMeter } from '@/components/meters/slipper-meter';
import { StructuredData } from '@/components/structured-data';
import { slipperMeter, slipperPage } from '@/lib/content/meters';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/velocidad-chanclas');

export default function Page() {
  return (
    <>
      <StructuredData path="/velocidad-chanclas" />
      <MeterPage content={slipperPage}>
        <SlipperMeter meter={slipperMeter} />
      </MeterPage>
    </>
  );
}
