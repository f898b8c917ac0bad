import { PaceConverterOnFirstUse } from '@/components/pace/on-first-use';
import { toolPairRoute } from '@/components/tool-pair-page';
import { PACE_PAIRS, paceOpening } from '@/lib/tools/pace-pairs';

// Issue 34: each question page of the pace calculator, prerendered from its one list; any other address is the 404.
const route = toolPairRoute(PACE_PAIRS, (pair) => <PaceConverterOnFirstUse initial={paceOpening(pair)} />);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
