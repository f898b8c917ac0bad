import { ogImageRoute } from '@/components/og-image';

const og = ogImageRoute('/convertir-de-minusculas-a-mayusculas');
export const { alt, size, contentType } = og;
export default og.image;
