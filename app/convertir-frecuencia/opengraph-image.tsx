import { ogImageRoute } from '@/components/og-image';
import { frecuenciaFamily } from '@/lib/families/frecuencia';

const og = ogImageRoute(frecuenciaFamily.route.path);
export const { alt, size, contentType } = og;
export default og.image;
