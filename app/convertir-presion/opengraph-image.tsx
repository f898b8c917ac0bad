import { ogImageOf } from '@/components/og-image';
import { presionFamily } from '@/lib/families/presion';

const og = ogImageOf(presionFamily.route);
export const { alt, size, contentType } = og;
export default og.image;
