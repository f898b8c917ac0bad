import { ogImageRoute } from '@/components/og-image';

const og = ogImageRoute('/calculadora-de-tiempo-y-duracion');
export const { alt, size, contentType } = og;
export default og.image;
