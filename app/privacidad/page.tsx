import { LegalPage } from '@/components/legal-page';
import { privacyContent } from '@/lib/content/legal';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/privacidad');

export default function Page() {
  return <LegalPage path="/privacidad" content={privacyContent} />;
}
