import { ogImageOf } from '@/components/og-image';
import { tacosFamily } from '@/lib/families/tacos';

const og = ogImageOf(tacosFamily.route);
export const { alt, size, contentType } = og;
export default og.image;
