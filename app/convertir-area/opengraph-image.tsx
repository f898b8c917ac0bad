import { ogImageOf } from '@/components/og-image';
import { areaFamily } from '@/lib/families/area';

const og = ogImageOf(areaFamily.route);
export const { alt, size, contentType } = og;
export default og.image;
