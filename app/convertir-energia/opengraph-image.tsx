import { ogImageRoute } from '@/components/og-image';
import { energiaFamily } from '@/lib/families/energia';

const og = ogImageRoute(energiaFamily.route.path);
export const { alt, size, contentType } = og;
export default og.image;
