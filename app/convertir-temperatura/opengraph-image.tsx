import { ogImageRoute } from '@/components/og-image';
import { temperaturaFamily } from '@/lib/families/temperatura';

const og = ogImageRoute(temperaturaFamily.route.path);
export const { alt, size, contentType } = og;
export default og.image;
