import { ClothingSizesPage } from '@/components/clothing-sizes/clothing-sizes-page';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/convertir-tallas-de-ropa');

export default function Page() {
  return <ClothingSizesPage path="/convertir-tallas-de-ropa" />;
}
