import { ogImageRoute } from '@/components/og-image';

const og = ogImageRoute('/privacidad');
export const { alt, size, contentType } = og;
export default og.image;
