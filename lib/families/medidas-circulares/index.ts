import { defineFamily } from '@/lib/families/define';
import { medidasCircularesPairs } from './pairs';
import { medidasCirculares as units } from './units';
import { medidasCircularesContent } from './words';

export const medidasCircularesFamily = defineFamily({
  route: {
    path: '/convertir-medidas-circulares',
    label: 'Medidas circulares',
    title: 'Convertidor de medidas circulares: radianes, grados y gon',
    description:
      'Convierte radianes, grados decimales y en d°m′s″, grados centesimales, sextantes, circunferencias y minutos y segundos de arco. 1 vuelta = 2π rad = 360°.',
    keywords: [
      'convertir grados a radianes',
      'radianes a grados',
      'grados minutos y segundos',
      'grados centesimales',
      'conversor de ángulos',
    ],
    icon: '🧭',
    tags: ['ángulo', 'sexagesimal', 'centesimal', 'coordenadas'],
    group: 'Medidas especiales',
    summary: 'radianes, grados, d°m′s″, grados centesimales, sextantes, minutos y segundos de arco',
    popular: false,
  },
  units,
  words: medidasCircularesContent,
  pairs: medidasCircularesPairs,
  answersSharedNamesLast: true,
});
