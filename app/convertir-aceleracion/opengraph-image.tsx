import { ogImageOf } from '@/components/og-image';
import { aceleracionFamily } from '@/lib/families/aceleracion';

const og = ogImageOf(aceleracionFamily.route);
export const { alt, size, contentType } = og;
export default og.image;
