import { ogImageOf } from '@/components/og-image';
import { durezaDelAguaFamily } from '@/lib/families/dureza-del-agua';

const og = ogImageOf(durezaDelAguaFamily.route);
export const { alt, size, contentType } = og;
export default og.image;
