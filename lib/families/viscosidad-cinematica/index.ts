import { defineFamily } from '@/lib/families/define';
import { viscosidadCinematicaPairs } from './pairs';
import { viscosidadCinematica as units } from './units';
import { viscosidadCinematicaContent } from './words';

export const viscosidadCinematicaFamily = defineFamily({
  route: {
    path: '/convertir-viscosidad-cinematica',
    label: 'Viscosidad cinemática',
    title: 'Convertidor de viscosidad cinemática: centistokes, stokes, mm²/s y m²/s',
    description:
      'Convierte la viscosidad cinemática entre cSt, St, mm²/s, m²/s, cm²/s, ft²/s e in²/s con las definiciones exactas: 1 cSt = 1 mm²/s = 0.000001 m²/s.',
    keywords: [
      'convertir cst a mm2/s',
      'centistokes a m2/s',
      'stokes a centistokes',
      'viscosidad cinemática unidades',
      'conversor de viscosidad cinemática',
    ],
    icon: '🛢️',
    tags: ['viscosidad cinemática', 'aceite', 'lubricantes', 'hidráulica', 'ISO VG', 'fluidos', 'número de Reynolds'],
    group: 'Fluidos y caudal',
    summary: 'centistokes, stokes, mm²/s, m²/s, ft²/s',
    popular: false,
  },
  units,
  words: viscosidadCinematicaContent,
  pairs: viscosidadCinematicaPairs,
});
