import { PaperTool } from '@/components/paper-sizes/paper-tool';
import { toolPairRoute } from '@/components/tool-pair-page';
import { PAPER_PAIRS, paperOpening } from '@/lib/tools/paper-pairs';

// Issue 34: each question page of the paper sizes, prerendered from its one list; any other address is the 404.
const route = toolPairRoute(PAPER_PAIRS, (pair) => <PaperTool initial={paperOpening(pair)} />);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
