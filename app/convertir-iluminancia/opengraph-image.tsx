import { ogImageRoute } from '@/components/og-image';
import { iluminanciaFamily } from '@/lib/families/iluminancia';

const og = ogImageRoute(iluminanciaFamily.route.path);
export const { alt, size, contentType } = og;
export default og.image;
