import { ogImageRoute } from '@/components/og-image';
import { volumenFamily } from '@/lib/families/volumen';

const og = ogImageRoute(volumenFamily.route.path);
export const { alt, size, contentType } = og;
export default og.image;
