import { defineFamily } from '@/lib/families/define';
import { pesoPairs } from './pairs';
import { peso as units } from './units';
import { pesoContent } from './words';

export const pesoFamily = defineFamily({
  route: {
    path: '/convertir-peso',
    label: 'Peso',
    title: 'Convertidor de peso: kilogramos, libras, onzas y gramos',
    description:
      'Convierte kilogramos, gramos, libras, onzas y toneladas con los factores exactos. 1 kg = 2.2046 lb, 1 lb = 0.45359237 kg, 1 oz = 28.3495 g, 1 lb = 16 oz.',
    keywords: [
      'convertir kilos a libras',
      'libras a kilogramos',
      'onzas a gramos',
      'gramos a onzas',
      'conversor de peso',
    ],
    icon: '⚖️',
    tags: ['masa'],
    group: 'Medidas básicas',
    summary: 'kilogramos, gramos, libras, onzas, toneladas',
    popular: true,
  },
  units,
  words: pesoContent,
  pairs: pesoPairs,
});
