import { defineFamily } from '@/lib/families/define';
import { cargaElectricaPairs } from './pairs';
import { cargaElectrica as units } from './units';
import { cargaElectricaContent } from './words';

export const cargaElectricaFamily = defineFamily({
  route: {
    path: '/convertir-carga-electrica',
    label: 'Carga eléctrica',
    title: 'Convertidor de carga eléctrica: amperios hora, culombios y faradays',
    description:
      'Convierte amperios hora, miliamperios hora, culombios y faradays con valores exactos: 1 Ah = 3600 C, 1 mAh = 3.6 C y un faraday son 96 485.33 C de carga.',
    keywords: [
      'convertir amperios hora a coulombs',
      'mAh a Ah',
      'coulombs a amperios hora',
      'conversor de carga eléctrica',
    ],
    icon: '🔋',
    tags: ['carga', 'electricidad', 'batería', 'electroquímica'],
    group: 'Tecnología',
    summary: 'amperios hora, mAh, culombios, faradays',
    popular: false,
  },
  units,
  words: cargaElectricaContent,
  pairs: cargaElectricaPairs,
});
