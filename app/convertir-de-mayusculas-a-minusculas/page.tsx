import { CaseConverterPage } from '@/components/text-case/case-converter-page';
import { mayusculasAMinusculasContent } from '@/lib/content/text-case';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/convertir-de-mayusculas-a-minusculas');

export default function Page() {
  return <CaseConverterPage path="/convertir-de-mayusculas-a-minusculas" content={mayusculasAMinusculasContent} />;
}
