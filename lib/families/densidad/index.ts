import { defineFamily } from '@/lib/families/define';
import { densidadPairs } from './pairs';
import { densidad as units } from './units';
import { densidadContent } from './words';

export const densidadFamily = defineFamily({
  route: {
    path: '/convertir-densidad',
    label: 'Densidad',
    title: 'Convertidor de densidad: kg/m³, g/L, kg/L y t/m³',
    description:
      'Convierte densidades entre kg/m³, g/L, kg/L, t/m³, kg/dm³ y mg/L con factores exactos. 1 kg/L = 1000 kg/m³ y 1 g/L = 1 kg/m³. Agua, aire, oro y más.',
    keywords: ['convertir kg/m3 a g/L', 'kg/L a kg/m3', 'convertidor de densidad', 'densidad del agua', 'mg/L a g/m3'],
    icon: '🧊',
    tags: ['densidad', 'masa', 'volumen', 'concentración', 'peso específico'],
    group: 'Fluidos y caudal',
    summary: 'kg/m³, g/L, kg/L, t/m³, mg/L',
    popular: false,
  },
  units,
  words: densidadContent,
  pairs: densidadPairs,
});
