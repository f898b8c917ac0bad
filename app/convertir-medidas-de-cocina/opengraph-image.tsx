import { ogImageRoute } from '@/components/og-image';
import { medidasDeCocinaFamily } from '@/lib/families/medidas-de-cocina';

const og = ogImageRoute(medidasDeCocinaFamily.route.path);
export const { alt, size, contentType } = og;
export default og.image;
