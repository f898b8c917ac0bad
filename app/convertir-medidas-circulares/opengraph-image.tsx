import { ogImageOf } from '@/components/og-image';
import { medidasCircularesFamily } from '@/lib/families/medidas-circulares';

const og = ogImageOf(medidasCircularesFamily.route);
export const { alt, size, contentType } = og;
export default og.image;
