import { ogImageOf } from '@/components/og-image';
import { potenciaFamily } from '@/lib/families/potencia';

const og = ogImageOf(potenciaFamily.route);
export const { alt, size, contentType } = og;
export default og.image;
