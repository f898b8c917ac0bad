import { defineFamily } from '@/lib/families/define';
import { anillosPairs } from './pairs';
import { anillosSizes } from './sizes';
import { anillos as units } from './units';
import { anillosContent } from './words';

export const anillosFamily = defineFamily({
  route: {
    path: '/convertir-anillos',
    label: 'Anillos',
    title: 'Convertidor de medidas de anillos: diámetro, circunferencia y tallas',
    description:
      'Convierte diámetro y circunferencia de un anillo en mm o pulgadas y consulta la talla equivalente en España, EE. UU., Reino Unido y Francia en una tabla.',
    keywords: [
      'talla de anillo',
      'medir talla de anillo',
      'diámetro de anillo en mm',
      'tallas de anillos España Estados Unidos',
      'circunferencia del dedo',
    ],
    icon: '💍',
    tags: ['anillo', 'sortija', 'talla', 'joyería', 'dedo', 'alianza'],
    group: 'Medidas especiales',
    summary: 'diámetro, circunferencia; tallas de España, EE. UU., R. U. y Francia',
    popular: false,
  },
  units,
  words: anillosContent,
  pairs: anillosPairs,
  sizeTable: anillosSizes,
  answersSharedNamesLast: true,
});
