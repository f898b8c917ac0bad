import { ogImageOf } from '@/components/og-image';
import { cargaElectricaFamily } from '@/lib/families/carga-electrica';

const og = ogImageOf(cargaElectricaFamily.route);
export const { alt, size, contentType } = og;
export default og.image;
