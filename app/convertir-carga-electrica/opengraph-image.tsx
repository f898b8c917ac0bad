import { ogImageRoute } from '@/components/og-image';
import { cargaElectricaFamily } from '@/lib/families/carga-electrica';

const og = ogImageRoute(cargaElectricaFamily.route.path);
export const { alt, size, contentType } = og;
export default og.image;
