import { ogImageRoute } from '@/components/og-image';
import { preciosAlimentosFamily } from '@/lib/families/precios-alimentos';

const og = ogImageRoute(preciosAlimentosFamily.route.path);
export const { alt, size, contentType } = og;
export default og.image;
