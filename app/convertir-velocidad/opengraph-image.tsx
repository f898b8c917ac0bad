import { ogImageRoute } from '@/components/og-image';
import { velocidadFamily } from '@/lib/families/velocidad';

const og = ogImageRoute(velocidadFamily.route.path);
export const { alt, size, contentType } = og;
export default og.image;
