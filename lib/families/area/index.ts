import { defineFamily } from '@/lib/families/define';
import { areaPairs } from './pairs';
import { area as units } from './units';
import { areaContent } from './words';

export const areaFamily = defineFamily({
  route: {
    path: '/convertir-area',
    label: 'Área',
    title: 'Convertidor de área: metros cuadrados, pies cuadrados, hectáreas y acres',
    description:
      'Convierte metros cuadrados, pies cuadrados, hectáreas, acres, km² y cm² con factores exactos. 1 m² = 10.7639 ft², 1 ha = 2.4711 acres, 1 acre = 4046.86 m².',
    keywords: [
      'convertir metros cuadrados a pies cuadrados',
      'hectáreas a acres',
      'acres a hectáreas',
      'pies cuadrados a metros cuadrados',
      'conversor de área',
    ],
    icon: '📐',
    tags: ['superficie', 'terreno'],
    group: 'Medidas básicas',
    summary: 'metros cuadrados, pies cuadrados, kilómetros cuadrados, hectáreas, acres, centímetros cuadrados',
    popular: true,
  },
  units,
  words: areaContent,
  pairs: areaPairs,
});
