import { ogImageRoute } from '@/components/og-image';
import { densidadFamily } from '@/lib/families/densidad';

const og = ogImageRoute(densidadFamily.route.path);
export const { alt, size, contentType } = og;
export default og.image;
