import { defineFamily } from '@/lib/families/define';
import { potenciaPairs } from './pairs';
import { potencia as units } from './units';
import { potenciaContent } from './words';

export const potenciaFamily = defineFamily({
  route: {
    path: '/convertir-potencia',
    label: 'Potencia',
    title: 'Convertidor de potencia: vatios, kilovatios, caballos de fuerza y CV',
    description:
      'Convierte vatios, kilovatios, caballos de fuerza (HP), caballos de vapor (CV), BTU/h y kcal/h con definiciones exactas. 1 CV = 735.49875 W y 1 HP = 745.7 W.',
    keywords: ['convertir CV a kW', 'kW a caballos de fuerza', 'HP a CV', 'BTU a watts', 'conversor de potencia'],
    icon: '🔌',
    tags: ['potencia', 'aire acondicionado', 'motor'],
    group: 'Temperatura y energía',
    summary: 'vatios, kilovatios, HP, CV, BTU/h, kcal/h',
    popular: false,
  },
  units,
  words: potenciaContent,
  pairs: potenciaPairs,
});
