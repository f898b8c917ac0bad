import { ogImageRoute } from '@/components/og-image';

const og = ogImageRoute('/convertir-tallas-de-ropa');
export const { alt, size, contentType } = og;
export default og.image;
