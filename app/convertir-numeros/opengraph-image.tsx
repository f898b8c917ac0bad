import { ogImageRoute } from '@/components/og-image';
import { numeros } from '@/lib/families/numeros';

const og = ogImageRoute(numeros.route.path);
export const { alt, size, contentType } = og;
export default og.image;
