import { ogImageRoute } from '@/components/og-image';

const og = ogImageRoute('/convertir-de-mayusculas-a-minusculas');
export const { alt, size, contentType } = og;
export default og.image;
