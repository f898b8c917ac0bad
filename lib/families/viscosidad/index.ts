import { defineFamily } from '@/lib/families/define';
import { viscosidadPairs } from './pairs';
import { viscosidad as units } from './units';
import { viscosidadContent } from './words';

export const viscosidadFamily = defineFamily({
  route: {
    path: '/convertir-viscosidad',
    label: 'Viscosidad',
    title: 'Convertidor de viscosidad dinámica: centipoises, poises y pascales segundo',
    description:
      'Convierte la viscosidad dinámica entre Pa·s, mPa·s, poises, centipoises, lb/(ft·s) y reyns con las definiciones exactas. 1 cP = 1 mPa·s = 0.001 Pa·s.',
    keywords: [
      'convertir cp a pa s',
      'centipoise a pascal segundo',
      'poise a cp',
      'unidades de viscosidad',
      'conversor de viscosidad',
    ],
    icon: '🍯',
    tags: ['viscosidad dinámica', 'fluidos', 'aceite', 'pintura', 'reología'],
    group: 'Fluidos y caudal',
    summary: 'centipoises, poises, pascales segundo, reyns',
    popular: false,
  },
  units,
  words: viscosidadContent,
  pairs: viscosidadPairs,
});
