import { defineFamily } from '@/lib/families/define';
import { concentracionPairs } from './pairs';
import { concentracion as units } from './units';
import { concentracionContent } from './words';

export const concentracionFamily = defineFamily({
  route: {
    path: '/convertir-concentracion',
    label: 'Concentración',
    title: 'Convertidor de concentración: ppm, ppb, ppt, porcentaje, mg/L y molaridad',
    description:
      'Convierte ppm, ppb, ppt, porcentaje y tanto por mil entre sí y a g/L, mg/L o µg/L en agua diluida, y pasa una concentración en masa a mol/L con la masa molar.',
    keywords: [
      'convertir ppm a porcentaje',
      'ppm a mg/l',
      'ppb a ppm',
      'calcular molaridad',
      'conversor de concentración',
    ],
    icon: '🧪',
    tags: ['química', 'disoluciones', 'soluciones', 'análisis de agua', 'contaminantes', 'molaridad', 'dilución'],
    group: 'Fluidos y caudal',
    summary: 'ppm, ppb, porcentaje, mg/L, mol/L',
    popular: false,
  },
  units,
  words: concentracionContent,
  pairs: concentracionPairs,
});
