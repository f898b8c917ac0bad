import { defineFamily } from '@/lib/families/define';
import { iluminanciaPairs } from './pairs';
import { iluminancia as units } from './units';
import { iluminanciaContent } from './words';

export const iluminanciaFamily = defineFamily({
  route: {
    path: '/convertir-iluminancia',
    label: 'Iluminancia',
    title: 'Convertidor de iluminancia: luxes, pies-candela, phots y nox',
    description:
      'Convierte la iluminancia entre luxes, pies-candela, phots, nox, lm/m² y lm/ft² con las definiciones exactas. 1 fc = 10.763910 lx; una oficina necesita 500 lx.',
    keywords: [
      'convertir lux a foot candle',
      'pie candela a lux',
      'fc a lux',
      'luxes a lúmenes',
      'conversor de iluminancia',
    ],
    icon: '💡',
    tags: ['luz', 'iluminación', 'luxómetro', 'lámparas', 'fotometría'],
    group: 'Medidas especiales',
    summary: 'luxes, pies-candela, phots, nox',
    popular: false,
  },
  units,
  words: iluminanciaContent,
  pairs: iluminanciaPairs,
});
