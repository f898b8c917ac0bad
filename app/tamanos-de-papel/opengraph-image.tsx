import { ogImageRoute } from '@/components/og-image';

const og = ogImageRoute('/tamanos-de-papel');
export const { alt, size, contentType } = og;
export default og.image;
