import { ogImageOf } from '@/components/og-image';
import { temperaturaFamily } from '@/lib/families/temperatura';

const og = ogImageOf(temperaturaFamily.route);
export const { alt, size, contentType } = og;
export default og.image;
