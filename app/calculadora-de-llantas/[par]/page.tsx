import { toolPairRoute } from '@/components/tool-pair-page';
import { TyreCalculator } from '@/components/tyres/tyre-calculator';
import { tyresContent } from '@/lib/content/tyres';
import { TYRE_PAIRS, tyreOpening } from '@/lib/tools/tyre-pairs';

// Issue 34: each question page of the tyre calculator, prerendered from its one list; any other address is the 404.
const route = toolPairRoute(TYRE_PAIRS, (pair) => (
  <TyreCalculator drawingNote={tyresContent.drawingNote} initial={tyreOpening(pair)} />
));

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
