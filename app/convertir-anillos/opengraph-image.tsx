import { ogImageRoute } from '@/components/og-image';
import { anillosFamily } from '@/lib/families/anillos';

const og = ogImageRoute(anillosFamily.route.path);
export const { alt, size, contentType } = og;
export default og.image;
