import { ogImageRoute } from '@/components/og-image';
import { longitudFamily } from '@/lib/families/longitud';

const og = ogImageRoute(longitudFamily.route.path);
export const { alt, size, contentType } = og;
export default og.image;
