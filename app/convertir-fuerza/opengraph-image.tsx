import { ogImageOf } from '@/components/og-image';
import { fuerzaFamily } from '@/lib/families/fuerza';

const og = ogImageOf(fuerzaFamily.route);
export const { alt, size, contentType } = og;
export default og.image;
