import { ogImageRoute } from '@/components/og-image';
import { pesosAntiguosFamily } from '@/lib/families/pesos-antiguos';

const og = ogImageRoute(pesosAntiguosFamily.route.path);
export const { alt, size, contentType } = og;
export default og.image;
