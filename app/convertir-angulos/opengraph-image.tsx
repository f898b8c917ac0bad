import { ogImageOf } from '@/components/og-image';
import { angulosFamily } from '@/lib/families/angulos';

const og = ogImageOf(angulosFamily.route);
export const { alt, size, contentType } = og;
export default og.image;
