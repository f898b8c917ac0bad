import { ogImageOf } from '@/components/og-image';
import { energiaFamily } from '@/lib/families/energia';

const og = ogImageOf(energiaFamily.route);
export const { alt, size, contentType } = og;
export default og.image;
