import { ogImageRoute } from '@/components/og-image';

const og = ogImageRoute('/calculadora-de-vatios-amperios');
export const { alt, size, contentType } = og;
export default og.image;
