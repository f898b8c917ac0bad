import { ogImageOf } from '@/components/og-image';
import { tiempoFamily } from '@/lib/families/tiempo';

const og = ogImageOf(tiempoFamily.route);
export const { alt, size, contentType } = og;
export default og.image;
