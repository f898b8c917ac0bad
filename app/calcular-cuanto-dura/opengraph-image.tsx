import { ogImage } from '@/components/og-image';

export const alt = 'Calcular cuánto dura: tiempo entre dos fechas | Conviértelo';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export default function Image() {
  return ogImage('/calcular-cuanto-dura');
}
