import { ogImageRoute } from '@/components/og-image';

const og = ogImageRoute('/que-hora-es-en-cualquier-parte-del-mundo');
export const { alt, size, contentType } = og;
export default og.image;
