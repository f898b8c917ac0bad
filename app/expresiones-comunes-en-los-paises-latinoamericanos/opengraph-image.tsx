import { ogImageRoute } from '@/components/og-image';

const og = ogImageRoute('/expresiones-comunes-en-los-paises-latinoamericanos');
export const { alt, size, contentType } = og;
export default og.image;
