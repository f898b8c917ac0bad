import { ogImageOf } from '@/components/og-image';
import { viscosidadFamily } from '@/lib/families/viscosidad';

const og = ogImageOf(viscosidadFamily.route);
export const { alt, size, contentType } = og;
export default og.image;
