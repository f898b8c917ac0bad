import { ogImageRoute } from '@/components/og-image';

const og = ogImageRoute('/terminos');
export const { alt, size, contentType } = og;
export default og.image;
