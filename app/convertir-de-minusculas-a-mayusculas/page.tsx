import { CaseConverterPage } from '@/components/text-case/case-converter-page';
import { minusculasAMayusculasContent } from '@/lib/content/text-case';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/convertir-de-minusculas-a-mayusculas');

export default function Page() {
  return <CaseConverterPage path="/convertir-de-minusculas-a-mayusculas" content={minusculasAMayusculasContent} />;
}
