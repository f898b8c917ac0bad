import { ogImageOf } from '@/components/og-image';
import { pixelesFamily } from '@/lib/families/pixeles';

const og = ogImageOf(pixelesFamily.route);
export const { alt, size, contentType } = og;
export default og.image;
