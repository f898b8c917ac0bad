import { ogImageRoute } from '@/components/og-image';

const og = ogImageRoute('/convertir-carga-electrica');
export const { alt, size, contentType } = og;
export default og.image;
