import { CoffeeMeter } from '@/components/meters/coffee-meter';
import { MeterPage } from '@/components/meters/meter-page';
import { StructuredData } from '@/components/structured-data';
import { coffeeMeter, coffeePage } from '@/lib/content/meters';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/cafes-tomados');

export default function Page() {
  return (
    <>
      <StructuredData path="/cafes-tomados" />
      <MeterPage content={coffeePage}>
        <CoffeeMeter meter={coffeeMeter} />
      </MeterPage>
    </>
  );
}
