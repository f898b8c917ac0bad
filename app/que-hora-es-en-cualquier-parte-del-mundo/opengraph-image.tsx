import { ogImage } from '@/components/og-image';

export const alt = 'Reloj mundial: qué hora es en cualquier parte del mundo | Conviértelo';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export default function Image() {
  return ogImage('/que-hora-es-en-cualquier-parte-del-mundo');
}
