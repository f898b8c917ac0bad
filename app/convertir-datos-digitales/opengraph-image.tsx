import { ogImageRoute } from '@/components/og-image';
import { datosDigitalesFamily } from '@/lib/families/datos-digitales';

const og = ogImageRoute(datosDigitalesFamily.route.path);
export const { alt, size, contentType } = og;
export default og.image;
