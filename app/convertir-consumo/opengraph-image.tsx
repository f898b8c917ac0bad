import { ogImageRoute } from '@/components/og-image';
import { consumoFamily } from '@/lib/families/consumo';

const og = ogImageRoute(consumoFamily.route.path);
export const { alt, size, contentType } = og;
export default og.image;
