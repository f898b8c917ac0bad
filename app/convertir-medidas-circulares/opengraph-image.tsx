import { ogImageRoute } from '@/components/og-image';
import { medidasCircularesFamily } from '@/lib/families/medidas-circulares';

const og = ogImageRoute(medidasCircularesFamily.route.path);
export const { alt, size, contentType } = og;
export default og.image;
