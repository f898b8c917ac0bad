import { ogImageRoute } from '@/components/og-image';

const og = ogImageRoute('/convertir-pesos-antiguos');
export const { alt, size, contentType } = og;
export default og.image;
