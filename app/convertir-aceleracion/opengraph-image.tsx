import { ogImageRoute } from '@/components/og-image';
import { aceleracionFamily } from '@/lib/families/aceleracion';

const og = ogImageRoute(aceleracionFamily.route.path);
export const { alt, size, contentType } = og;
export default og.image;
