import { ogImageRoute } from '@/components/og-image';
import { angulosFamily } from '@/lib/families/angulos';

const og = ogImageRoute(angulosFamily.route.path);
export const { alt, size, contentType } = og;
export default og.image;
