import { ogImageOf } from '@/components/og-image';
import { viscosidadCinematicaFamily } from '@/lib/families/viscosidad-cinematica';

const og = ogImageOf(viscosidadCinematicaFamily.route);
export const { alt, size, contentType } = og;
export default og.image;
