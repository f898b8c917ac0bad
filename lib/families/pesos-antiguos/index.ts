import { defineFamily } from '@/lib/families/define';
import { pesosAntiguosPairs } from './pairs';
import { pesosAntiguos as units } from './units';
import { pesosAntiguosContent } from './words';

export const pesosAntiguosFamily = defineFamily({
  route: {
    path: '/convertir-pesos-antiguos',
    label: 'Pesos antiguos',
    title: 'Convertidor de pesos antiguos españoles: arrobas, libras y quintales',
    description:
      'Convierte arrobas, quintales, libras, onzas, marcos y adarmes castellanos entre sí y a kilogramos, con la libra de 460.093 g. 1 arroba = 25 libras.',
    keywords: [
      'arroba a kilos',
      'cuánto pesa una arroba',
      'libra castellana en gramos',
      'quintal a kilos',
      'medidas antiguas de peso',
    ],
    icon: '📜',
    tags: ['Castilla', 'historia', 'medidas antiguas'],
    group: 'Medidas especiales',
    summary: 'arrobas, quintales, libras, onzas, marcos, adarmes',
    popular: false,
  },
  units,
  words: pesosAntiguosContent,
  pairs: pesosAntiguosPairs,
  answersSharedNamesLast: true,
});
