import type { Family } from '@/lib/units/types';

// Base unit: milligram per decilitre, the unit of glucose in the Americas and Spain. A mass concentration and a molar
// one are bridged by glucose's molar mass; a gram per litre is the same mass over ten times the volume.
//
// Glucose, C₆H₁₂O₆, from the IUPAC standard atomic weights (conventional values, CIAAW 2021: C 12.011, H 1.008,
// O 15.999): 6 × 12.011 + 12 × 1.008 + 6 × 15.999 = 72.066 + 12.096 + 95.994 = 180.156 g/mol. So 1 mmol/L =
// 180.156 mg/L = 18.0156 mg/dL. Laboratories and guidelines often round it to 18 (the ADA's 126 mg/dL ↔ 7.0 mmol/L);
// the page says so, and converts with the molar mass.
export const glucosa = {
  key: 'glucosa',
  base: 'miligramos_por_decilitro',
  // 5.55 mmol/L and 1.26 g/L as the reports write them; the visitor can ask for more digits (D31).
  decimals: 2,
  defaults: ['miligramos_por_decilitro', 'milimoles_por_litro'],
  // D25: 1 mg/dL is no blood glucose anybody reads; 100 mg/dL is the value people look up first.
  defaultValue: '100',
  // A concentration cannot be negative (D14's hint, in the page's words).
  refusesNegative: true,
  units: {
    // Mass concentration: 1 mg per 100 mL. 'mg%' and 'mg/100 mL' are its older spellings on lab reports.
    miligramos_por_decilitro: {
      symbol: 'mg/dL',
      rule: { kind: 'linear', factor: 1 },
      singular: 'miligramo por decilitro',
      plural: 'miligramos por decilitro',
      aliases: [
        'mg/dl',
        'mgdl',
        'mg dl',
        'mg/dlt',
        'mg%',
        'mg/100 ml',
        'mg/100ml',
        'miligramos/decilitro',
        'miligramos por dl',
        'milligrams per deciliter',
      ],
    },
    // Molar concentration: 1 mmol/L = 1 mmol × 180.156 mg/mmol per 10 dL = 18.0156 mg/dL (molar mass above).
    milimoles_por_litro: {
      symbol: 'mmol/L',
      rule: { kind: 'linear', factor: 18.0156 },
      // D33: through glucose's molar mass from conventional atomic weights: a mmol/L in mg/dL is approximate.
      convention: 'masa molar de la glucosa',
      singular: 'milimol por litro',
      plural: 'milimoles por litro',
      aliases: [
        'mmol/l',
        'mmoll',
        'mmol',
        'mmol/lt',
        'mmol l',
        'milimoles/litro',
        'milimol/litro',
        'milimoles por l',
        'millimoles per liter',
        'millimoles per litre',
      ],
    },
    // Mass concentration as French reports write it: 1 g/L = 1000 mg per 10 dL = 100 mg/dL exactly.
    gramos_por_litro: {
      symbol: 'g/L',
      rule: { kind: 'linear', factor: 100 },
      singular: 'gramo por litro',
      plural: 'gramos por litro',
      aliases: ['g/l', 'gr/l', 'g/lt', 'gramos/litro', 'gramo/litro', 'grams per liter'],
    },
  },
} as const satisfies Family;
