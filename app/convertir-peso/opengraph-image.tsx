import { ogImageRoute } from '@/components/og-image';
import { pesoFamily } from '@/lib/families/peso';

const og = ogImageRoute(pesoFamily.route.path);
export const { alt, size, contentType } = og;
export default og.image;
