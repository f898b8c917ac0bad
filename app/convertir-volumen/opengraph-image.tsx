import { ogImageOf } from '@/components/og-image';
import { volumenFamily } from '@/lib/families/volumen';

const og = ogImageOf(volumenFamily.route);
export const { alt, size, contentType } = og;
export default og.image;
