import { defineFamily } from '@/lib/families/define';
import { radiacionPairs } from './pairs';
import { radiacion as units } from './units';
import { radiacionContent } from './words';

export const radiacionFamily = defineFamily({
  route: {
    path: '/convertir-radiacion',
    label: 'Dosis de radiación',
    title: 'Convertidor de dosis de radiación: grays, sieverts, rads y rems',
    description:
      'Convierte dosis de radiación entre grays, sieverts, rads y rems. 1 Gy = 100 rad, 1 Sv = 100 rem, con factor de ponderación 1 (rayos X, gamma y beta) explicado.',
    keywords: [
      'convertir grays a sieverts',
      'sieverts a rem',
      'rad a gray',
      'milisieverts a rem',
      'dosis de radiación',
    ],
    icon: '☢️',
    tags: ['radiación', 'dosis', 'rayos x', 'radioterapia'],
    group: 'Radiación',
    summary: 'grays, sieverts, rads, rems',
    popular: false,
  },
  units,
  words: radiacionContent,
  pairs: radiacionPairs,
});
