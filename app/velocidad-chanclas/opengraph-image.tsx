import { ogImageRoute } from '@/components/og-image';

const og = ogImageRoute('/velocidad-chanclas');
export const { alt, size, contentType } = og;
export default og.image;
