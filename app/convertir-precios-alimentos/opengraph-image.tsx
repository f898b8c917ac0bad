import { ogImageOf } from '@/components/og-image';
import { preciosAlimentosFamily } from '@/lib/families/precios-alimentos';

const og = ogImageOf(preciosAlimentosFamily.route);
export const { alt, size, contentType } = og;
export default og.image;
