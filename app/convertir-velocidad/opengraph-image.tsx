import { ogImageOf } from '@/components/og-image';
import { velocidadFamily } from '@/lib/families/velocidad';

const og = ogImageOf(velocidadFamily.route);
export const { alt, size, contentType } = og;
export default og.image;
