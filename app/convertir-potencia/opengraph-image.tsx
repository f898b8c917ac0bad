import { ogImageRoute } from '@/components/og-image';

const og = ogImageRoute('/convertir-potencia');
export const { alt, size, contentType } = og;
export default og.image;
