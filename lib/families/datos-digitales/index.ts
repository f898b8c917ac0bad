import { defineFamily } from '@/lib/families/define';
import { datosDigitalesPairs } from './pairs';
import { datosDigitales as units } from './units';
import { datosDigitalesContent } from './words';

export const datosDigitalesFamily = defineFamily({
  route: {
    path: '/convertir-datos-digitales',
    label: 'Datos digitales',
    title: 'Convertidor de datos digitales: bits, bytes, megabytes y gigabytes',
    description:
      'Convierte bits, bytes, kilobytes, megabytes, gigabytes y terabytes con múltiplos binarios (1 KB = 1024 B). Explica KB, kB y KiB y por qué 1 TB muestra 931 GB.',
    keywords: [
      'convertir megabytes a gigabytes',
      'gigabytes a megabytes',
      'megabits a megabytes',
      'bytes a bits',
      'conversor de datos',
    ],
    icon: '💾',
    tags: ['datos', 'almacenamiento', 'Mbps', 'informática'],
    group: 'Tecnología',
    summary: 'bits, bytes, KB, MB, GB, TB, kbit, Mbit, Gbit, Tbit',
    popular: true,
  },
  units,
  words: datosDigitalesContent,
  pairs: datosDigitalesPairs,
});
