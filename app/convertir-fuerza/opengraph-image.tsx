import { ogImageRoute } from '@/components/og-image';
import { fuerzaFamily } from '@/lib/families/fuerza';

const og = ogImageRoute(fuerzaFamily.route.path);
export const { alt, size, contentType } = og;
export default og.image;
