import { defineFamily } from '@/lib/families/define';
import { velocidadPairs } from './pairs';
import { velocidad as units } from './units';
import { velocidadContent } from './words';

export const velocidadFamily = defineFamily({
  route: {
    path: '/convertir-velocidad',
    label: 'Velocidad',
    title: 'Convertidor de velocidad: km/h, mph, m/s y nudos',
    description:
      'Convierte kilómetros por hora, millas por hora, metros por segundo y nudos con factores exactos: 1 km/h = 0.6214 mph, 1 m/s = 3.6 km/h, 1 kn = 1.852 km/h.',
    keywords: [
      'convertir km/h a mph',
      'millas por hora a kilómetros por hora',
      'metros por segundo a km/h',
      'nudos a km/h',
      'conversor de velocidad',
    ],
    icon: '💨',
    tags: ['rapidez', 'viento', 'coche', 'barco', 'avión'],
    group: 'Tiempo y velocidad',
    summary: 'km/h, mph, m/s, nudos',
    popular: false,
  },
  units,
  words: velocidadContent,
  pairs: velocidadPairs,
});
