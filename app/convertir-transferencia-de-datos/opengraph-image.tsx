import { ogImageOf } from '@/components/og-image';
import { transferenciaDeDatosFamily } from '@/lib/families/transferencia-de-datos';

const og = ogImageOf(transferenciaDeDatosFamily.route);
export const { alt, size, contentType } = og;
export default og.image;
