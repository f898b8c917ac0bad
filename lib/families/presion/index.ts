import { defineFamily } from '@/lib/families/define';
import { presionPairs } from './pairs';
import { presion as units } from './units';
import { presionContent } from './words';

export const presionFamily = defineFamily({
  route: {
    path: '/convertir-presion',
    label: 'Presión',
    title: 'Convertidor de presión: atmósferas, pascales, bares y psi',
    description:
      'Convierte atmósferas, pascales, bares, milibares, psi, mmHg, inHg y pulgadas de agua con factores exactos. 1 atm = 101 325 Pa = 1.01325 bar = 14.695949 psi.',
    keywords: ['convertir psi a bar', 'atmósferas a pascales', 'bar a psi', 'mmHg a pascales', 'conversor de presión'],
    icon: '🎈',
    tags: ['presión', 'neumáticos', 'barómetro'],
    group: 'Presión y fuerza',
    summary: 'atmósferas, pascales, bares, milibares, psi, mmHg',
    popular: false,
  },
  units,
  words: presionContent,
  pairs: presionPairs,
});
