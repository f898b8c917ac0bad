import { ogImageRoute } from '@/components/og-image';

const og = ogImageRoute('/convertir-numeros-a-letras');
export const { alt, size, contentType } = og;
export default og.image;
