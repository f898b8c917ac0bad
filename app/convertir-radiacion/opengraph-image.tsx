import { ogImageRoute } from '@/components/og-image';
import { radiacionFamily } from '@/lib/families/radiacion';

const og = ogImageRoute(radiacionFamily.route.path);
export const { alt, size, contentType } = og;
export default og.image;
