import type { PairsOf } from '@/lib/content/pairs/types';
import type { glucosa } from './units';

// The table labels are reference values, each with the guideline it comes from, never a diagnosis (D37):
// - ADA, Standards of Care in Diabetes: section 2 (diagnosis: fasting 100 and 126 mg/dL, 2 h 140 and 200 mg/dL,
//   random 200 mg/dL with symptoms) and section 6 (glycemic goals: peak after meals < 180 mg/dL; hypoglycaemia level 1
//   alert value 70 mg/dL, level 2 below 54 mg/dL);
// - WHO/IDF 2006: fasting ≥ 7.0 mmol/L, impaired fasting glucose from 6.1 mmol/L (110 mg/dL), 2 h ≥ 7.8 and
//   ≥ 11.1 mmol/L.
export const glucosaPairs: PairsOf<typeof glucosa> = [
  // The family's default pair, both ways: the Americas and Spain in mg/dL, the R. U., Canada and Australia in mmol/L.
  {
    from: 'miligramos_por_decilitro',
    to: 'milimoles_por_litro',
    answerValue: 100,
    rows: [
      { value: 54, label: 'ADA: hipoglucemia de nivel 2 por debajo' },
      { value: 70, label: 'ADA: valor de alerta de hipoglucemia' },
      { value: 100, label: 'ADA: límite de la glucosa en ayunas normal' },
      { value: 126, label: 'ADA y OMS: umbral de diabetes en ayunas' },
      { value: 140, label: 'ADA y OMS: umbral a las 2 h de la sobrecarga' },
      { value: 180, label: 'ADA: objetivo tras las comidas, por debajo' },
      { value: 200, label: 'ADA y OMS: umbral a las 2 h o al azar' },
      250,
      300,
    ],
    tableTitle: 'Glucosa en mg/dL y mmol/L, con referencias de la ADA y la OMS',
    definition:
      'Con la masa molar de la glucosa, 180.156 g/mol, un milimol por litro son 18.0156 mg/dL: los mg/dL se dividen entre esa cifra.',
    text: 'Es la cuenta que necesitas cuando tu glucómetro o tu análisis marca mg/dL y lees una guía británica, canadiense o australiana, o un foro donde todos escriben en mmol/L. Dividir entre 18, como hacen muchas tablas, cambia el resultado en menos de una milésima parte: 100 mg/dL son 5.55 mmol/L con la masa molar. Las cifras de la tabla son referencias publicadas por la ADA y la OMS, no un diagnóstico; tu médico es quien las aplica a tu caso.',
    questions: [
      {
        question: '¿Cuánto es 100 mg/dL en mmol/L?',
        answer:
          '100 mg/dL son 5.55 mmol/L: se divide 100 entre 18.0156, el factor que sale de la masa molar de la glucosa.',
      },
      {
        question: '¿Por qué la guía dice 7.0 mmol/L para 126 mg/dL y aquí sale 6.99?',
        answer:
          'Porque las guías dividen entre 18 y redondean a un decimal, y aquí se divide entre 18.0156. Las dos cifras describen el mismo umbral; la diferencia no llega a una milésima parte.',
      },
    ],
  },
  {
    from: 'milimoles_por_litro',
    to: 'miligramos_por_decilitro',
    rows: [
      { value: 3, label: 'ADA: hipoglucemia de nivel 2 por debajo' },
      { value: 3.9, label: 'ADA: valor de alerta de hipoglucemia' },
      { value: 5.6, label: 'ADA: inicio de la glucosa alterada en ayunas' },
      { value: 6.1, label: 'OMS: inicio de la glucosa alterada en ayunas' },
      { value: 7, label: 'OMS y ADA: umbral de diabetes en ayunas' },
      { value: 7.8, label: 'OMS y ADA: umbral a las 2 h de la sobrecarga' },
      { value: 10, label: 'ADA: objetivo tras las comidas, por debajo' },
      { value: 11.1, label: 'OMS y ADA: umbral a las 2 h o al azar' },
      15,
      20,
    ],
    tableTitle: 'Glucosa en mmol/L y mg/dL, con referencias de la OMS y la ADA',
    definition:
      'Un milimol de glucosa pesa 180.156 mg; en un litro, que son diez decilitros, eso da 18.0156 mg/dL por cada mmol/L.',
    text: 'La necesitas cuando la cifra te llega en mmol/L: cuando un familiar del Reino Unido o de Canadá te cuenta su glucosa en mmol/L, cuando un sensor comprado fuera viene ajustado a esa unidad o cuando lees un estudio científico, que suele preferir la unidad del Sistema Internacional. Un valor de 7 mmol/L son 126.11 mg/dL; las guías escriben 126 porque multiplican por 18 y redondean. Cada etiqueta de la tabla dice de qué guía sale la referencia.',
    questions: [
      {
        question: '¿Cuánto es 5.5 mmol/L en mg/dL?',
        answer: '5.5 mmol/L son 99.09 mg/dL: se multiplica 5.5 por 18.0156.',
      },
    ],
  },
  // Grams per litre: French reports.
  {
    from: 'gramos_por_litro',
    to: 'miligramos_por_decilitro',
    rows: [
      0.5,
      { value: 0.7, label: 'ADA: valor de alerta de hipoglucemia' },
      1,
      { value: 1.1, label: 'OMS: inicio de la glucosa alterada en ayunas' },
      { value: 1.26, label: 'OMS y ADA: umbral de diabetes en ayunas' },
      { value: 1.4, label: 'OMS y ADA: umbral a las 2 h de la sobrecarga' },
      { value: 2, label: 'OMS y ADA: umbral a las 2 h o al azar' },
      3,
    ],
    tableTitle: 'Glucemia en g/L y mg/dL',
    definition: 'Un gramo por litro son 1000 mg repartidos en diez decilitros: 1 g/L = 100 mg/dL exactamente.',
    text: 'Los análisis franceses, y muchos textos médicos en francés, escriben la glucemia en gramos por litro: 0.95 g/L en ayunas, 1.26 g/L como umbral. Basta con multiplicar por 100, o mover el separador decimal dos posiciones, para llegar a los mg/dL de México o de España. El error que hay que evitar es leer 1.1 g/L como si fueran 1.1 mmol/L, una cifra muy por debajo del valor de alerta de hipoglucemia: confirma siempre la unidad del informe.',
  },
  {
    from: 'miligramos_por_decilitro',
    to: 'gramos_por_litro',
    rows: [54, 70, 90, 100, 126, 140, 180, 200, 250],
    tableTitle: 'Glucemia en mg/dL y g/L',
    definition: 'Cien miligramos por decilitro son un gramo por litro: se divide entre 100, sin redondeos.',
    text: 'Si te atiende un laboratorio o un médico en Francia y llevas tus controles en mg/dL, divide entre 100. Así, 126 mg/dL son 1.26 g/L; un control de 90 mg/dL queda en 0.9 g/L. La cuenta es exacta porque las dos unidades miden masa de glucosa por volumen de sangre; solo cambia la escala, gramos por litro en lugar de miligramos por decilitro, y no hace falta la masa molar.',
  },
  {
    from: 'gramos_por_litro',
    to: 'milimoles_por_litro',
    rows: [0.5, 0.7, 1, 1.1, 1.26, 1.5, 2, 3],
    tableTitle: 'Glucemia en g/L y mmol/L',
    definition:
      'Un gramo por litro son 1000 mg de glucosa, que divididos entre 180.156 mg por milimol dan 1 g/L ≈ 5.5507 mmol/L.',
    text: 'En Francia conviven las dos escalas: el laboratorio puede informar 1.26 g/L y una publicación científica hablar de 7 mmol/L para el mismo umbral en ayunas de la OMS. Para ir de una a otra multiplica los g/L por 5.5507, o divídelos entre 0.180156. Es también la conversión que necesitas si comparas un análisis francés con los de un familiar que vive en el Reino Unido o en Canadá.',
  },
  {
    from: 'milimoles_por_litro',
    to: 'gramos_por_litro',
    rows: [3, 3.9, 5, 5.5, 6, 7, 10, 11.1],
    tableTitle: 'Glucemia en mmol/L y g/L',
    definition: 'Cada milimol por litro son 180.156 mg por litro, es decir, 0.180156 g/L.',
    text: 'Sirve cuando lees un informe o una guía en mmol/L, del Reino Unido, de Canadá o de una revista científica, y tu médico en Francia habla en gramos por litro. Multiplica por 0.180156, o de forma aproximada por 0.18: 7 mmol/L dan 1.26 g/L, 11.1 mmol/L dan unos 2 g/L y 3.9 mmol/L dan cerca de 0.7 g/L, tres de las referencias que más citan las guías.',
  },
];
