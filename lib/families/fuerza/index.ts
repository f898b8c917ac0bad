import { defineFamily } from '@/lib/families/define';
import { fuerzaPairs } from './pairs';
import { fuerza as units } from './units';
import { fuerzaContent } from './words';

export const fuerzaFamily = defineFamily({
  route: {
    path: '/convertir-fuerza',
    label: 'Fuerza',
    title: 'Convertidor de fuerza: newtons, kilogramos-fuerza, libras-fuerza y dinas',
    description:
      'Convierte newtons, kilogramos-fuerza, libras-fuerza y dinas con las definiciones exactas. 1 N = 0.101972 kgf = 0.224809 lbf; 1 kgf = 9.80665 N. Con ejemplos.',
    keywords: [
      'convertir newtons a kilogramos',
      'newtons a kgf',
      'libras fuerza a newtons',
      'kgf a newtons',
      'conversor de fuerza',
    ],
    icon: '💪',
    tags: ['peso', 'empuje'],
    group: 'Presión y fuerza',
    summary: 'newtons, kilogramos-fuerza, libras-fuerza, dinas',
    popular: false,
  },
  units,
  words: fuerzaContent,
  pairs: fuerzaPairs,
});
