import { PowerCalculator } from '@/components/electric-power/power-calculator';
import { toolPairRoute } from '@/components/tool-pair-page';
import { electricPowerContent } from '@/lib/content/electric-power';
import { ELECTRIC_POWER_PAIRS, powerOpening } from '@/lib/tools/electric-power-pairs';

// Issue 34: each question page of the watts-and-amperes calculator, prerendered from its one list, the calculator
// opened on the page's question, voltage and circuit; any other address is the 404.
const route = toolPairRoute(ELECTRIC_POWER_PAIRS, (pair) => (
  <PowerCalculator powerFactorHelp={electricPowerContent.powerFactorHelp} initial={powerOpening(pair)} />
));

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
