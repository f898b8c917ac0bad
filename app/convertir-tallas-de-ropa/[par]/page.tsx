import { ClothingSizesToolOnFirstUse } from '@/components/clothing-sizes/on-first-use';
import { toolPairRoute } from '@/components/tool-pair-page';
import { clothingSizesContent } from '@/lib/content/clothing-sizes';
import { CLOTHING_PAIRS, clothingOpening } from '@/lib/tools/clothing-pairs';

// Issue 34: each question page of the clothing sizes, prerendered from its one list; any other address is the 404.
const route = toolPairRoute(CLOTHING_PAIRS, (pair) => (
  <ClothingSizesToolOnFirstUse brandsDiffer={clothingSizesContent.brandsDiffer} initial={clothingOpening(pair)} />
));

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
