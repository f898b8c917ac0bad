import { ogImageOf } from '@/components/og-image';
import { concentracionFamily } from '@/lib/families/concentracion';

const og = ogImageOf(concentracionFamily.route);
export const { alt, size, contentType } = og;
export default og.image;
