import { ogImageOf } from '@/components/og-image';
import { anillosFamily } from '@/lib/families/anillos';

const og = ogImageOf(anillosFamily.route);
export const { alt, size, contentType } = og;
export default og.image;
