import { defineFamily } from '@/lib/families/define';
import { durezaDelAguaPairs } from './pairs';
import { durezaDelAgua as units } from './units';
import { durezaDelAguaContent } from './words';

export const durezaDelAguaFamily = defineFamily({
  route: {
    path: '/convertir-dureza-del-agua',
    label: 'Dureza del agua',
    title: 'Convertidor de dureza del agua: °dH, °fH, gpg, ppm de CaCO₃ y mmol/L',
    description:
      'Convierte la dureza del agua entre ppm de CaCO₃, grados alemanes, franceses e ingleses, granos por galón y mmol/L, con las clases de agua blanda y dura (OMS).',
    keywords: [
      'dureza del agua ppm a grados alemanes',
      'convertir °dh a ppm',
      'grados franceses a alemanes',
      'gpg a ppm',
      'conversor de dureza del agua',
    ],
    icon: '💧',
    tags: ['cal', 'agua dura', 'agua blanda', 'descalcificador', 'lavavajillas', 'acuario', 'calcio', 'magnesio'],
    group: 'Fluidos y caudal',
    summary: 'ppm de CaCO₃, °dH, °fH, gpg, mmol/L',
    popular: false,
  },
  units,
  words: durezaDelAguaContent,
  pairs: durezaDelAguaPairs,
  // D27: 'ppm' and 'mmol/L' are also the concentration page's and the glucose page's; a question answers here when
  // its other unit is a hardness (°dH, gpg), elsewhere first.
  answersSharedNamesLast: true,
});
