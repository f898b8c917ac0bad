import { ogImageRoute } from '@/components/og-image';

const og = ogImageRoute('/calculadora-de-llantas');
export const { alt, size, contentType } = og;
export default og.image;
