import { ogImageRoute } from '@/components/og-image';
import { pieHormaFamily } from '@/lib/families/pie-horma';

const og = ogImageRoute(pieHormaFamily.route.path);
export const { alt, size, contentType } = og;
export default og.image;
