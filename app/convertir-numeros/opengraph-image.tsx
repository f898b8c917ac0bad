import { ogImageOf } from '@/components/og-image';
import { numeros } from '@/lib/families/numeros';

const og = ogImageOf(numeros.route);
export const { alt, size, contentType } = og;
export default og.image;
