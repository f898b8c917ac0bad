import { ogImageOf } from '@/components/og-image';
import { iluminanciaFamily } from '@/lib/families/iluminancia';

const og = ogImageOf(iluminanciaFamily.route);
export const { alt, size, contentType } = og;
export default og.image;
