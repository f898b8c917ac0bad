import { ogImageRoute } from '@/components/og-image';

const og = ogImageRoute('/buscar-convertidor');
export const { alt, size, contentType } = og;
export default og.image;
