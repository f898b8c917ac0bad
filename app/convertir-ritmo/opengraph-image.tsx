import { ogImageRoute } from '@/components/og-image';

const og = ogImageRoute('/convertir-ritmo');
export const { alt, size, contentType } = og;
export default og.image;
