import { ogImageOf } from '@/components/og-image';
import { caudalFamily } from '@/lib/families/caudal';

const og = ogImageOf(caudalFamily.route);
export const { alt, size, contentType } = og;
export default og.image;
