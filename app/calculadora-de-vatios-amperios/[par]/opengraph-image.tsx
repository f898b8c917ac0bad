import { OG_SIZE, toolPairOgRoute } from '@/components/og-image';
import { ELECTRIC_POWER_PAIRS } from '@/lib/tools/electric-power-pairs';

// Issue 34: each question page's image shows its own answer; prerendered with the pages.
const route = toolPairOgRoute(ELECTRIC_POWER_PAIRS);

export const alt = route.alt;
export const size = OG_SIZE;
export const contentType = 'image/png';
export const generateStaticParams = route.generateStaticParams;
export default route.Image;
