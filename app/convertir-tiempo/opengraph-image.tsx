import { ogImageRoute } from '@/components/og-image';
import { tiempoFamily } from '@/lib/families/tiempo';

const og = ogImageRoute(tiempoFamily.route.path);
export const { alt, size, contentType } = og;
export default og.image;
