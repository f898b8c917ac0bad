import { BTU_IT, CAL_TH, ELEMENTARY_CHARGE, FOOT, G0, POUND } from '@/lib/units/constants';
import type { Family } from '@/lib/units/types';

// Base unit: joule (the SI unit of energy; shown with its RAE name, 'julio'). Thermochemical calorie:
// 1 cal = 4.184 J exactly, 1 kcal = 4184 J; 1 kWh = 1000 W × 3600 s = 3 600 000 J (D7). The 'termia' is a million
// of those calories, 4.184 MJ; the US therm, 105 480 400 J, is another unit and answers to 'therm' and 'thm' (D7).
// D24 adds the units below the brief's four, each with its exact definition and source; the defined values they
// share with other families are lib/units/constants.ts.

/** NIST SP 811 (2008) appendix B: calorie (IT) = 4.1868 J exactly (5th Int. Conf. on Properties of Steam, 1956). */
const CAL_IT = 4.1868;

export const energia = {
  key: 'energia',
  base: 'joules',
  decimals: 6,
  defaults: ['joules', 'calorias'],
  units: {
    joules: {
      symbol: 'J',
      rule: { kind: 'linear', factor: 1 },
      singular: 'julio',
      plural: 'julios',
      aliases: ['joule', 'joules'],
      group: 'metrico',
    },
    calorias: {
      symbol: 'cal',
      rule: { kind: 'linear', factor: CAL_TH },
      singular: 'caloría',
      plural: 'calorías',
      aliases: ['calorie', 'calories', 'cal th', 'caloría termoquímica', 'calorías termoquímicas', 'cals'],
      group: 'metrico',
    },
    kilowatt_hora: {
      symbol: 'kWh',
      rule: { kind: 'linear', factor: 3600000 },
      singular: 'kilovatio hora',
      plural: 'kilovatios hora',
      aliases: [
        'kw h',
        'kw-h',
        'kw·h',
        'kw/h',
        'kwhs',
        'kilovatio-hora',
        'kilovatios-hora',
        'kilowatt hora',
        'kilowatts hora',
        'kilowatt-hora',
        'kilowatt hour',
        'kilowatt hours',
      ],
      group: 'metrico',
    },
    kilocalorias: {
      symbol: 'kcal',
      rule: { kind: 'linear', factor: 1000 * CAL_TH },
      singular: 'kilocaloría',
      plural: 'kilocalorías',
      aliases: ['kcals', 'kilocalorie', 'kilocalories', 'caloría grande', 'calorías grandes'],
      group: 'metrico',
    },
    // SI Brochure 9th ed.: the prefix kilo = 10³.
    kilojulios: {
      symbol: 'kJ',
      rule: { kind: 'linear', factor: 1000 },
      singular: 'kilojulio',
      plural: 'kilojulios',
      aliases: ['kilojoule', 'kilojoules'],
      group: 'metrico',
      extra: true,
    },
    // SI Brochure 9th ed.: the prefix mega = 10⁶.
    megajulios: {
      symbol: 'MJ',
      rule: { kind: 'linear', factor: 1000000 },
      singular: 'megajulio',
      plural: 'megajulios',
      aliases: ['megajoule', 'megajoules'],
      group: 'metrico',
      extra: true,
    },
    // SI Brochure 9th ed.: the prefix giga = 10⁹.
    gigajulios: {
      symbol: 'GJ',
      rule: { kind: 'linear', factor: 1000000000 },
      singular: 'gigajulio',
      plural: 'gigajulios',
      aliases: ['gigajoule', 'gigajoules'],
      group: 'metrico',
      extra: true,
    },
    // SI Brochure 9th ed.: 1 W·h = 1 J/s × 3600 s.
    vatios_hora: {
      symbol: 'Wh',
      rule: { kind: 'linear', factor: 3600 },
      singular: 'vatio hora',
      plural: 'vatios hora',
      aliases: [
        'w h',
        'w-h',
        'w·h',
        'vatio-hora',
        'vatios-hora',
        'watt hora',
        'watts hora',
        'watt-hora',
        'watt hour',
        'watt hours',
      ],
      group: 'metrico',
      extra: true,
    },
    // SI Brochure 9th ed.: 1 MW·h = 10⁶ W × 3600 s.
    megavatios_hora: {
      symbol: 'MWh',
      rule: { kind: 'linear', factor: 3600000000 },
      singular: 'megavatio hora',
      plural: 'megavatios hora',
      aliases: [
        'mw h',
        'mw-h',
        'mw·h',
        'megavatio-hora',
        'megavatios-hora',
        'megawatt hora',
        'megawatts hora',
        'megawatt hour',
      ],
      group: 'metrico',
      extra: true,
    },
    // The International Table calorie, CAL_IT above: the calorie of steam tables and of some engineering tables.
    calorias_it: {
      symbol: 'cal (IT)',
      label: 'Calorías de la tabla internacional (cal IT)',
      rule: { kind: 'linear', factor: CAL_IT },
      singular: 'caloría internacional',
      plural: 'calorías internacionales',
      aliases: [
        'cal it',
        'cal_it',
        'calit',
        'caloría it',
        'calorías it',
        'caloría de la tabla internacional',
        'international calorie',
      ],
      group: 'metrico',
      extra: true,
    },
    // SI Brochure 9th ed. table 8: 1 eV = e × 1 V = 1.602176634 × 10⁻¹⁹ J, exact since the 2019 SI.
    electronvoltios: {
      symbol: 'eV',
      rule: { kind: 'linear', factor: ELEMENTARY_CHARGE },
      singular: 'electronvoltio',
      plural: 'electronvoltios',
      aliases: [
        'electrón-voltio',
        'electrón-voltios',
        'electrón voltio',
        'electronvolt',
        'electronvolts',
        'electron volt',
      ],
      group: 'cientifico',
      extra: true,
    },
    // NIST SP 811 (2008) appendix B: erg = 10⁻⁷ J exactly (CGS, 1 dyn × 1 cm).
    ergios: {
      symbol: 'erg',
      rule: { kind: 'linear', factor: 0.0000001 },
      singular: 'ergio',
      plural: 'ergios',
      aliases: ['ergs'],
      group: 'cientifico',
      extra: true,
    },
    // NIST SP 811 (2008) appendix B: British thermal unit (IT) = 1055.05585262 J exactly.
    btu: {
      symbol: 'BTU',
      rule: { kind: 'linear', factor: BTU_IT },
      singular: 'unidad térmica británica',
      plural: 'unidades térmicas británicas',
      aliases: ['btus', 'btu it', 'british thermal unit', 'british thermal units'],
      group: 'anglosajon',
      extra: true,
    },
    // DLE (RAE), 'termia': a million calories, symbol th, the French thermie; with the site's thermochemical calorie
    // (D7), 10⁶ × 4.184 J = 4.184 MJ = 1000 kcal, the unit of Spain's old gas bills.
    termias: {
      name: 'Termias',
      symbol: 'th',
      label: 'Termias (th = 10⁶ cal)',
      rule: { kind: 'linear', factor: 1e6 * CAL_TH },
      singular: 'termia',
      plural: 'termias',
      aliases: ['thermie', 'thermies', 'termia europea', 'termias europeas', 'megacaloría', 'megacalorías'],
      group: 'metrico',
      extra: true,
    },
    // NIST SP 811 (2008) appendix B: therm (U.S.) = 1.054804 × 10⁸ J exactly, 100 000 of the BTU measured at 59 °F
    // (1054.804 J), not of the International Table BTU (100 000 BTU_IT would be 105 505 585.262 J).
    termias_eeuu: {
      name: 'Therms (EE. UU.)',
      symbol: 'thm (EE. UU.)',
      label: 'Therms de EE. UU. (thm)',
      rule: { kind: 'linear', factor: 105480400 },
      singular: 'therm',
      plural: 'therms',
      aliases: [
        'thm',
        'therm (EE. UU.)',
        'therms (EE. UU.)',
        'therm estadounidense',
        'therms estadounidenses',
        'termia estadounidense',
        'termias estadounidenses',
        'therm us',
        'us therm',
      ],
      group: 'anglosajon',
      extra: true,
    },
    // NIST SP 811 (2008) appendix B: foot pound-force = 4.4482216152605 N × 0.3048 m = 1.3558179483314004 J.
    pies_libra_fuerza: {
      symbol: 'ft·lbf',
      rule: { kind: 'linear', factor: POUND * G0 * FOOT },
      singular: 'pie-libra fuerza',
      plural: 'pies-libra fuerza',
      aliases: [
        'ft-lbf',
        'ft lbf',
        'ft·lb',
        'ft-lb',
        'ft lb',
        'pie-libra',
        'pies-libra',
        'pie libra',
        'pies libra',
        'pie libra fuerza',
        'pies libra fuerza',
        'foot-pound',
        'foot-pounds',
        'foot pound',
      ],
      group: 'anglosajon',
      extra: true,
    },
    // IEA/OECD convention: 1 toe = 10⁷ kcal (IT) = 10¹⁰ × 4.1868 J = 41.868 GJ.
    toneladas_equivalentes_petroleo: {
      symbol: 'tep',
      rule: { kind: 'linear', factor: 1e10 * CAL_IT },
      singular: 'tonelada equivalente de petróleo',
      plural: 'toneladas equivalentes de petróleo',
      aliases: ['toe', 'teps', 'tonne of oil equivalent', 'tonelada de petróleo equivalente'],
      group: 'otras',
      extra: true,
    },
  },
} as const satisfies Family;
