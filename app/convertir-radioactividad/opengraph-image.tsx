import { ogImageRoute } from '@/components/og-image';
import { radioactividadFamily } from '@/lib/families/radioactividad';

const og = ogImageRoute(radioactividadFamily.route.path);
export const { alt, size, contentType } = og;
export default og.image;
