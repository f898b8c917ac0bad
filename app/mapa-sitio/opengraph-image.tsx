import { ogImage } from '@/components/og-image';

export const alt = 'Mapa del sitio | Conviértelo';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export default function Image() {
  return ogImage('/mapa-sitio');
}
