import { ogImageRoute } from '@/components/og-image';

const og = ogImageRoute('/calcular-cuanto-dura');
export const { alt, size, contentType } = og;
export default og.image;
