import { ogImageRoute } from '@/components/og-image';
import { transferenciaDeDatosFamily } from '@/lib/families/transferencia-de-datos';

const og = ogImageRoute(transferenciaDeDatosFamily.route.path);
export const { alt, size, contentType } = og;
export default og.image;
