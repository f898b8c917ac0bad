import { defineFamily } from '@/lib/families/define';
import { glucosaPairs } from './pairs';
import { glucosa as units } from './units';
import { glucosaContent } from './words';

export const glucosaFamily = defineFamily({
  route: {
    path: '/convertir-glucosa',
    label: 'Glucosa',
    title: 'Convertidor de glucosa: mg/dL a mmol/L y HbA1c',
    description:
      'Convierte la glucosa en sangre entre mg/dL, mmol/L y g/L con la masa molar de la glucosa (1 mmol/L = 18.0156 mg/dL) y la HbA1c de % a mmol/mol, con su glucosa media estimada. Informa, no diagnostica.',
    keywords: [
      'mg/dl a mmol/l',
      'mmol/l a mg/dl',
      'convertir glucosa',
      'hemoglobina glicosilada mmol/mol a porcentaje',
      'hba1c a glucosa promedio',
      'conversor de glucemia',
    ],
    icon: '🩸',
    tags: [
      'glucemia',
      'azúcar en sangre',
      'diabetes',
      'glucómetro',
      'hemoglobina glicada',
      'hemoglobina glicosilada',
      'HbA1c',
      'A1C',
      'glucosa media estimada',
      'análisis de sangre',
    ],
    group: 'Medidas especiales',
    summary: 'mg/dL, mmol/L, g/L y HbA1c',
    popular: false,
  },
  units,
  words: glucosaContent,
  pairs: glucosaPairs,
});
