import { ResolutionConverterOnFirstUse } from '@/components/converter/on-first-use';
import { familyPairRoute } from '@/components/family-pair-route';
import { pixelesFamily } from '@/lib/families/pixeles';

// Issue 36: this family's pair pages, with the converter with a resolution (D30) imported here only.
const route = familyPairRoute(pixelesFamily, ResolutionConverterOnFirstUse);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
