import { PaceConverter } from '@/components/pace/pace-converter';
import { toolPairRoute } from '@/components/tool-pair-page';
import { PACE_PAIRS, paceOpening } from '@/lib/tools/pace-pairs';

// Issue 34: each question page of the pace calculator, prerendered from its one list; any other address is the 404.
const route = toolPairRoute(PACE_PAIRS, (pair) => <PaceConverter initial={paceOpening(pair)} />);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
