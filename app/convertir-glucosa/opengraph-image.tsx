import { ogImageOf } from '@/components/og-image';
import { glucosaFamily } from '@/lib/families/glucosa';

const og = ogImageOf(glucosaFamily.route);
export const { alt, size, contentType } = og;
export default og.image;
