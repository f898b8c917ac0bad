import { defineFamily } from '@/lib/families/define';
import { radioactividadPairs } from './pairs';
import { radioactividad as units } from './units';
import { radioactividadContent } from './words';

export const radioactividadFamily = defineFamily({
  route: {
    path: '/convertir-radioactividad',
    label: 'Radiactividad',
    title: 'Convertidor de radiactividad: becquereles, curies y rutherfords',
    description:
      'Convierte la actividad radiactiva entre becquereles, curies y rutherfords con valores exactos: 1 Ci = 3.7 × 10¹⁰ Bq y 1 Rd = 10⁶ Bq, con historia y ejemplos.',
    keywords: [
      'convertir becquerels a curies',
      'curies a becquerels',
      'milicuries a megabecquerels',
      'rutherford a becquerel',
      'actividad radiactiva',
    ],
    icon: '⚛️',
    tags: ['radiactividad', 'radioactividad', 'actividad', 'medicina nuclear'],
    group: 'Radiación',
    summary: 'becquereles, curies, rutherfords',
    popular: false,
  },
  units,
  words: radioactividadContent,
  pairs: radioactividadPairs,
});
