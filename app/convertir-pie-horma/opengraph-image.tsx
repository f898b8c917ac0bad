import { ogImageOf } from '@/components/og-image';
import { pieHormaFamily } from '@/lib/families/pie-horma';

const og = ogImageOf(pieHormaFamily.route);
export const { alt, size, contentType } = og;
export default og.image;
