import { ogImageOf } from '@/components/og-image';
import { pesosAntiguosFamily } from '@/lib/families/pesos-antiguos';

const og = ogImageOf(pesosAntiguosFamily.route);
export const { alt, size, contentType } = og;
export default og.image;
