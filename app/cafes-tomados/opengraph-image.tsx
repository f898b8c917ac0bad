import { ogImageRoute } from '@/components/og-image';

const og = ogImageRoute('/cafes-tomados');
export const { alt, size, contentType } = og;
export default og.image;
