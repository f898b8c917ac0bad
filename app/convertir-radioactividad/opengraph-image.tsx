import { ogImageOf } from '@/components/og-image';
import { radioactividadFamily } from '@/lib/families/radioactividad';

const og = ogImageOf(radioactividadFamily.route);
export const { alt, size, contentType } = og;
export default og.image;
