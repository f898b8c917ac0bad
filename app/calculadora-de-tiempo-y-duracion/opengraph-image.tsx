import { ogImage } from '@/components/og-image';

export const alt = 'Calculadora de tiempo y duración | Conviértelo';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export default function Image() {
  return ogImage('/calculadora-de-tiempo-y-duracion');
}
