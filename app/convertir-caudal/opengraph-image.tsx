import { ogImageRoute } from '@/components/og-image';
import { caudalFamily } from '@/lib/families/caudal';

const og = ogImageRoute(caudalFamily.route.path);
export const { alt, size, contentType } = og;
export default og.image;
