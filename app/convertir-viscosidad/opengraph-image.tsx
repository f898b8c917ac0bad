import { ogImageRoute } from '@/components/og-image';
import { viscosidadFamily } from '@/lib/families/viscosidad';

const og = ogImageRoute(viscosidadFamily.route.path);
export const { alt, size, contentType } = og;
export default og.image;
