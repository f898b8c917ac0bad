import { ogImage } from '@/components/og-image';

export const alt = 'Medidor de cafés tomados | Conviértelo';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export default function Image() {
  return ogImage('/cafes-tomados');
}
