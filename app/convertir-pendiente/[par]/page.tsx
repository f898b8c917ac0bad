import { SlopeConverter } from '@/components/slope/slope-converter';
import { toolPairRoute } from '@/components/tool-pair-page';
import { SLOPE_PAIRS, slopeOpening } from '@/lib/tools/slope-pairs';

// Issue 34: each question page of the slope converter, prerendered from its one list; any other address is the 404.
const route = toolPairRoute(SLOPE_PAIRS, (pair) => <SlopeConverter initial={slopeOpening(pair)} />);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
