import { RomanNumeralsPage } from '@/components/roman-numerals/roman-numerals-page';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/convertir-numeros-romanos');

export default function Page() {
  return <RomanNumeralsPage path="/convertir-numeros-romanos" />;
}
