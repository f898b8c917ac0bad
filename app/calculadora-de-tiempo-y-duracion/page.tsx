import { DurationPage } from '@/components/duration/duration-page';
import { StructuredData } from '@/components/structured-data';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/calculadora-de-tiempo-y-duracion');

export default function Page() {
  return (
    <>
      <StructuredData path="/calculadora-de-tiempo-y-duracion" />
      <DurationPage />
    </>
  );
}
