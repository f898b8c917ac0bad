import { ogImage } from '@/components/og-image';

export const alt = 'Calculadora de deuda e interés | Conviértelo';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export default function Image() {
  return ogImage('/calculadora-de-deuda-e-interes');
}
