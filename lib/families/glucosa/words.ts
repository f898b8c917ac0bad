import type { ConverterContent } from '@/lib/content/types';
import { ifccFromPercent, writeHba1c } from '@/lib/tools/hba1c';
import type { UnitKey } from '@/lib/units/types';
import type { glucosa } from './units';

/** '6.5 % son 48 mmol/mol': an HbA1c in both units, through the master equation (STYLE 11: computed, not typed). */
const hba1cInBoth = (percent: number) =>
  `${writeHba1c(percent, 'porcentaje')} son ${writeHba1c(ifccFromPercent(percent), 'mmol_mol')}`;

// Sources of the facts below (checked 2026-11-27, D34):
// - glucose units by country: NOM-015-SSA2-2010 (México, mg/dl); Diabetes Canada Clinical Practice Guidelines, ch. 3
//   (mmol/L); NHS and NICE NG28 (R. U., mmol/L and, since June 2011, HbA1c in mmol/mol only); the Australian HbA1c
//   consensus (mmol/L glucose; HbA1c in mmol/mol only from July 2013); French reports in g/L (1.26 g/L in fasting).
// - Consensus statement on the worldwide standardization of the HbA1c measurement (ADA, EASD, IDF, IFCC), Diabetes
//   Care 2007;30:2399–2400: report both units.
// - ADA, Standards of Care in Diabetes, section 2 (Diagnosis and classification): fasting < 100 mg/dL, 100–125
//   prediabetes, ≥ 126 mg/dL (7.0 mmol/L); HbA1c 5.7–6.4 % prediabetes, ≥ 6.5 % (48 mmol/mol).
// - WHO/IDF, Definition and diagnosis of diabetes mellitus and intermediate hyperglycaemia (2006): fasting
//   ≥ 7.0 mmol/L; impaired fasting glucose 6.1–6.9 mmol/L (110–125 mg/dL).
// - Diabetes Canada 2018, ch. 3: prediabetes from an A1C of 6.0 %.
// - ISO 15197:2013: 95 % of a meter's results within ±15 mg/dL below 100 mg/dL and ±15 % from 100 mg/dL.
export const glucosaContent: ConverterContent<UnitKey<typeof glucosa>> = {
  wording: { hints: { negative: 'La glucosa no puede ser negativa' } },
  heading: 'Convertidor de glucosa en sangre',
  intro:
    'Convierte la glucosa en sangre entre miligramos por decilitro (mg/dL), milimoles por litro (mmol/L) y gramos por litro (g/L) con la masa molar de la glucosa, y pasa tu hemoglobina glicada (HbA1c) de % a mmol/mol con su glucosa media estimada. Sirve para leer un análisis, un glucómetro o una guía de otro país; no sustituye la opinión de tu médico.',
  cards: [
    { title: 'mg/dL a mmol/L', from: 'miligramos_por_decilitro', to: 'milimoles_por_litro', example: 100 },
    { title: 'mmol/L a mg/dL', from: 'milimoles_por_litro', to: 'miligramos_por_decilitro', example: 7 },
    { title: 'g/L a mg/dL', from: 'gramos_por_litro', to: 'miligramos_por_decilitro', example: 1.26 },
    { title: 'mg/dL a g/L', from: 'miligramos_por_decilitro', to: 'gramos_por_litro', example: 90 },
    { title: 'g/L a mmol/L', from: 'gramos_por_litro', to: 'milimoles_por_litro', example: 1 },
    { title: 'mmol/L a g/L', from: 'milimoles_por_litro', to: 'gramos_por_litro', example: 5.5 },
  ],
  sections: [
    {
      title: 'Dos maneras de contar la misma glucosa',
      paragraphs: [
        'Un análisis puede dar la glucosa de dos formas. En miligramos por decilitro (mg/dL) dice qué masa de glucosa hay en cada décima de litro de plasma; en milimoles por litro (mmol/L) dice cuántas moléculas hay en un litro, contadas en milimoles. El puente entre las dos es la masa molar de la glucosa, C₆H₁₂O₆, que con los pesos atómicos de la IUPAC es de 180.156 gramos por mol. Un milimol de glucosa pesa entonces 180.156 miligramos, y un milimol en cada litro reparte esa masa en diez decilitros: 1 mmol/L = 18.0156 mg/dL. Para pasar de mg/dL a mmol/L se divide entre 18.0156; para volver, se multiplica.',
        'Muchas tablas, y las guías de la ADA, redondean el factor a 18. Por eso leerás que 126 mg/dL equivalen a 7.0 mmol/L, cuando la cuenta con la masa molar da 6.99: la diferencia es menor de una milésima parte, mucho más pequeña que el margen que la norma ISO 15197:2013 concede a un glucómetro, del 15 % a partir de 100 mg/dL. Los gramos por litro, en cambio, son la misma masa en otra escala, sin masa molar de por medio: 1 g/L = 100 mg/dL, así que 1.26 g/L son 126 mg/dL.',
      ],
    },
    {
      title: 'Qué unidad se usa en cada país',
      paragraphs: [
        'En Estados Unidos, en México (la norma oficial NOM-015-SSA2-2010 da sus cifras en mg/dL), en general en el resto de América Latina y en España, la glucosa se escribe en mg/dL. El Reino Unido, Canadá y Australia usan mmol/L, la unidad del Sistema Internacional, que también prefieren muchas revistas científicas. En Francia conviven los mmol/L con los gramos por litro, y allí el umbral de la diabetes en ayunas se escribe 1.26 g/L. Los glucómetros vienen ajustados a la unidad de su país y algunos permiten cambiarla: si compras uno en el extranjero, usas un sensor importado o lees un foro de otro país, mira la unidad de la pantalla antes de comparar cifras, porque 5.5 y 99 pueden ser la misma glucosa.',
      ],
    },
    {
      title: 'La HbA1c, en % o en mmol/mol',
      paragraphs: [
        `La hemoglobina glicada (HbA1c, también llamada glicosilada o glucosilada) mide qué parte de la hemoglobina de tus glóbulos rojos lleva glucosa unida, y resume tu glucosa de los últimos dos o tres meses. Se informa en porcentaje, según el sistema del NGSP estadounidense ligado al estudio DCCT, o en milimoles por mol, según la referencia química de la IFCC. En 2007 la ADA, la EASD, la IDF y la IFCC acordaron que los laboratorios dieran las dos; el Reino Unido pasó a dar solo mmol/mol en junio de 2011 y Australia en julio de 2013, mientras que Estados Unidos y Canadá siguen con el porcentaje. Entre las dos unidades no hay una proporción, sino una recta ajustada a mediciones: ${hba1cInBoth(6.5)} y ${hba1cInBoth(7)}, siempre de forma aproximada. La calculadora de HbA1c de esta página hace esa cuenta y da también la glucosa media estimada del estudio ADAG.`,
      ],
    },
    {
      title: 'Valores de referencia, con su fuente',
      paragraphs: [
        'Las cifras que siguen son las que publican las guías y no sirven para diagnosticarte: un diagnóstico exige repetir la prueba y que un médico la interprete con el resto de tu historia. Según los Standards of Care de la American Diabetes Association (ADA), una glucosa en ayunas por debajo de 100 mg/dL (5.6 mmol/L) es normal, de 100 a 125 mg/dL corresponde a prediabetes, y una de 126 mg/dL (7.0 mmol/L) o más, confirmada, es uno de los criterios de diabetes, igual que una HbA1c de 6.5 % o más. La Organización Mundial de la Salud fija el mismo umbral de 7.0 mmol/L en ayunas, pero hace empezar la glucemia alterada en 6.1 mmol/L (110 mg/dL), no en 100, y Diabetes Canada habla de prediabetes con una HbA1c desde el 6.0 %, no desde el 5.7 % de la ADA. Las guías no coinciden en todo: si un resultado te preocupa, llévalo a tu médico.',
      ],
    },
  ],
  note: {
    title: 'Informa, no diagnostica',
    text: 'Este convertidor cambia de unidad una cifra que ya tienes; no dice si tu glucosa o tu HbA1c son normales. Los valores de referencia que cita la página vienen de la ADA, la OMS y Diabetes Canada, cada uno con su fuente, y solo tu médico puede interpretar tus análisis junto con tu historia clínica. Si tienes síntomas o una cifra te preocupa, consulta a un profesional de la salud.',
  },
};
