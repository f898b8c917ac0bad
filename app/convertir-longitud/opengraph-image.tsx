import { ogImageOf } from '@/components/og-image';
import { longitudFamily } from '@/lib/families/longitud';

const og = ogImageOf(longitudFamily.route);
export const { alt, size, contentType } = og;
export default og.image;
