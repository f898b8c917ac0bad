import { ogImageOf } from '@/components/og-image';
import { densidadFamily } from '@/lib/families/densidad';

const og = ogImageOf(densidadFamily.route);
export const { alt, size, contentType } = og;
export default og.image;
