import { ogImageRoute } from '@/components/og-image';

const og = ogImageRoute('/mapa-sitio');
export const { alt, size, contentType } = og;
export default og.image;
