import { ogImage } from '@/components/og-image';

export const alt = 'Expresiones comunes en los países latinoamericanos | Conviértelo';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export default function Image() {
  return ogImage('/expresiones-comunes-en-los-paises-latinoamericanos');
}
