import { LegalPage } from '@/components/legal-page';
import { termsContent } from '@/lib/content/legal';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/terminos');

export default function Page() {
  return <LegalPage path="/terminos" content={termsContent} />;
}
