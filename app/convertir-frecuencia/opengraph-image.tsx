import { ogImageOf } from '@/components/og-image';
import { frecuenciaFamily } from '@/lib/families/frecuencia';

const og = ogImageOf(frecuenciaFamily.route);
export const { alt, size, contentType } = og;
export default og.image;
