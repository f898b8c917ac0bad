import { ogImageOf } from '@/components/og-image';
import { pesoFamily } from '@/lib/families/peso';

const og = ogImageOf(pesoFamily.route);
export const { alt, size, contentType } = og;
export default og.image;
