import { ogImageOf } from '@/components/og-image';
import { radiacionFamily } from '@/lib/families/radiacion';

const og = ogImageOf(radiacionFamily.route);
export const { alt, size, contentType } = og;
export default og.image;
