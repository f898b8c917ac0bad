import { ogImageRoute } from '@/components/og-image';
import { presionFamily } from '@/lib/families/presion';

const og = ogImageRoute(presionFamily.route.path);
export const { alt, size, contentType } = og;
export default og.image;
