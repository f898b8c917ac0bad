import { ogImageOf } from '@/components/og-image';
import { medidasDeCocinaFamily } from '@/lib/families/medidas-de-cocina';

const og = ogImageOf(medidasDeCocinaFamily.route);
export const { alt, size, contentType } = og;
export default og.image;
