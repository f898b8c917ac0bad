import { DurationPage } from '@/components/duration/duration-page';
import { StructuredData } from '@/components/structured-data';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/calcular-cuanto-dura');

export default function Page() {
  return (
    <>
      <StructuredData path="/calcular-cuanto-dura" />
      <DurationPage />
    </>
  );
}
