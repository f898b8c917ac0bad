import { OG_SIZE, familyPairOgRoute } from '@/components/og-image';
import { medidasDeCocinaFamily } from '@/lib/families/medidas-de-cocina';

// D26: each pair's image shows its own answer; prerendered with the pages.
const route = familyPairOgRoute(medidasDeCocinaFamily);

export const alt = route.alt;
export const size = OG_SIZE;
export const contentType = 'image/png';
export const generateStaticParams = route.generateStaticParams;
export default route.Image;
