import { NumbersInWordsPage } from '@/components/numbers-in-words/numbers-in-words-page';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/convertir-numeros-a-letras');

export default function Page() {
  return <NumbersInWordsPage path="/convertir-numeros-a-letras" />;
}
