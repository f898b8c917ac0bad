import { ogImageRoute } from '@/components/og-image';
import { tacosFamily } from '@/lib/families/tacos';

const og = ogImageRoute(tacosFamily.route.path);
export const { alt, size, contentType } = og;
export default og.image;
