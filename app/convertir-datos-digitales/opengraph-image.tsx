import { ogImageOf } from '@/components/og-image';
import { datosDigitalesFamily } from '@/lib/families/datos-digitales';

const og = ogImageOf(datosDigitalesFamily.route);
export const { alt, size, contentType } = og;
export default og.image;
