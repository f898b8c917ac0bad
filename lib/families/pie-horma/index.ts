import { defineFamily } from '@/lib/families/define';
import { pieHormaPairs } from './pairs';
import { pieHormaSizes } from './sizes';
import { pieHorma as units } from './units';
import { pieHormaContent } from './words';

export const pieHormaFamily = defineFamily({
  route: {
    path: '/convertir-pie-horma',
    label: 'Pie y horma',
    title: 'Convertidor de largo del pie a horma y tallas de calzado',
    description:
      'Convierte el largo del pie en largo de horma en mm, cm o pulgadas y consulta la talla de calzado aproximada en EU, EE. UU., R. U., México y Brasil.',
    keywords: [
      'largo del pie a talla',
      'horma de zapato',
      'talla de zapato por centímetros',
      'convertir talla de calzado',
      'medir el pie',
    ],
    icon: '👟',
    tags: ['zapato', 'calzado', 'talla', 'número de zapato', 'EU', 'US', 'UK', 'México', 'Brasil'],
    group: 'Medidas especiales',
    summary: 'pie y horma en mm, cm y pulgadas; tallas EU, EE. UU., R. U., México y Brasil',
    popular: false,
  },
  units,
  words: pieHormaContent,
  pairs: pieHormaPairs,
  sizeTable: pieHormaSizes,
  answersSharedNamesLast: true,
});
