import { ogImageRoute } from '@/components/og-image';
import { pixelesFamily } from '@/lib/families/pixeles';

const og = ogImageRoute(pixelesFamily.route.path);
export const { alt, size, contentType } = og;
export default og.image;
