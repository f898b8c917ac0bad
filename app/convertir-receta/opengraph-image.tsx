import { ogImageRoute } from '@/components/og-image';

const og = ogImageRoute('/convertir-receta');
export const { alt, size, contentType } = og;
export default og.image;
