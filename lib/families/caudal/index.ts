import { defineFamily } from '@/lib/families/define';
import { caudalPairs } from './pairs';
import { caudal as units } from './units';
import { caudalContent } from './words';

export const caudalFamily = defineFamily({
  route: {
    path: '/convertir-caudal',
    label: 'Caudal',
    title: 'Convertidor de caudal: CFM, litros por minuto, m³/h y galones por minuto',
    description:
      'Convierte caudales entre CFM, pies cúbicos por segundo, litros por minuto y por segundo, m³/h y galones por minuto. 1 CFM = 28.316847 L/min, factores exactos.',
    keywords: [
      'convertir cfm a litros por minuto',
      'cfm a m3/h',
      'galones por minuto a litros por minuto',
      'litros por segundo a m3/h',
      'conversor de caudal',
    ],
    icon: '🌀',
    tags: ['flujo', 'caudal', 'ventilación', 'bomba', 'aire acondicionado'],
    group: 'Fluidos y caudal',
    summary: 'CFM, CFS, litros por minuto, litros por segundo, m³/h, galones por minuto',
    popular: false,
  },
  units,
  words: caudalContent,
  pairs: caudalPairs,
});
