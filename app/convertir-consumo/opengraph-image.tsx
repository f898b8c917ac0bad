import { ogImageOf } from '@/components/og-image';
import { consumoFamily } from '@/lib/families/consumo';

const og = ogImageOf(consumoFamily.route);
export const { alt, size, contentType } = og;
export default og.image;
