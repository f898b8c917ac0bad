import { ogImageRoute } from '@/components/og-image';
import { areaFamily } from '@/lib/families/area';

const og = ogImageRoute(areaFamily.route.path);
export const { alt, size, contentType } = og;
export default og.image;
