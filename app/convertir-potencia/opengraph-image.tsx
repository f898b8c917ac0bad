import { ogImageRoute } from '@/components/og-image';
import { potenciaFamily } from '@/lib/families/potencia';

const og = ogImageRoute(potenciaFamily.route.path);
export const { alt, size, contentType } = og;
export default og.image;
