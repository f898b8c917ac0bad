import { capitalise } from '@/lib/text';
import { SI_PREFIXES, prefixedName, prefixedUnits } from '@/lib/units/prefixes';
import type { Family } from '@/lib/units/types';

// Base unit: the part per million (10⁻⁶). Two quantities share this page, and the labels say which is which:
// - fractions, pure numbers: %, ‰, ppm, ppb, ppt (a part of the whole by mass, by volume or by moles: the number does
//   not say which, so they convert among themselves exactly whatever they count);
// - mass concentrations, a mass per litre: g/L, mg/L, µg/L, ng/L.
// A mass per litre is a fraction only through the density of the solution: w = γ / ρ. The page converts one into
// the other at the density of water taken as 1 kg/L (so 1 mg/L ≈ 1 mg/kg = 1 ppm), the convention of water analysis
// (the US Geological Survey's water reports: 'for concentrations less than 7000 mg/L the numerical value is about the
// same as in parts per million'), and says so in the labels ('en agua') and in the note. Pure water is 0.998207 kg/L
// at 20 °C (Tanaka et al., Metrologia 38, 2001), so the rule is off by a few tenths of a per cent in dilute water and
// by more in sea water or a strong solution: the figure is approximate, never exact (D33), which is why the page lists
// no pair page across the two groups (a pair page calls a terminating ratio 'exacto'). A hardness is not a mass
// concentration of anything in the water ('as CaCO₃'): it has its own family and page (dureza-del-agua).
//
// NIST SP 811 (2008) §7.10.3 advises against ppm, ppb and ppt because the names of 10⁹ and 10¹²
// differ by language: in Spanish 'billón' is 10¹² (RAE, DLE), the English 'billion' is 10⁹ ('mil millones') and the
// English 'trillion' 10¹². Here 'ppb' is the English part per billion, 10⁻⁹ (parte por mil millones), and 'ppt' the
// part per trillion, 10⁻¹² (parte por billón), as in water and air analysis; the per-thousand that oceanographers
// and aquarists also write 'ppt' (USGS Circular 1262: 'parts per thousand (ppt)' for sea water) is '‰' here, and the
// quick conversion offers it.

/** A gram per litre at 1 kg/L is 1 g/kg: 1000 ppm. */
const GRAMS_PER_LITRE_IN_PPM = 1000;

/** SI Brochure, 9th ed. (2019), table 7: milli, micro, nano. */
const MASS_PREFIXES = [SI_PREFIXES.mili, SI_PREFIXES.micro, SI_PREFIXES.nano];

/** D33: what a mass per litre rests on to read as a fraction (Unit.convention). */
const WATER = 'agua a 1 kg/L';

const spellings = {
  mili: ['mg/l', 'mg/lt', 'mg/litro', 'mg por litro', 'miligramos/litro', 'mg l-1', 'mg·l⁻¹', 'mg/dm3', 'mg/dm³'],
  micro: ['ug/l', 'μg/l', 'mcg/l', 'µg/lt', 'microgramos/litro', 'µg por litro', 'µg l-1', 'µg·l⁻¹', 'gamma por litro'],
  nano: ['ng/lt', 'nanogramos/litro', 'ng por litro', 'ng l-1', 'ng·l⁻¹'],
} as const;

// The milligram, microgram and nanogram per litre: the SI prefixes on the gram per litre (at 1 kg/L: 1 ppm, 1 ppb,
// 1 ppt); each label says 'en agua', where the conversion to a fraction holds.
const massPerLitre = prefixedUnits(
  { singular: 'gramo por litro', plural: 'gramos por litro', symbol: 'g/L', factor: GRAMS_PER_LITRE_IN_PPM },
  MASS_PREFIXES,
  (prefix) => `${prefix.name}gramos_por_litro` as const,
  (prefix) => ({
    label: `${capitalise(prefixedName(prefix, 'gramos por litro'))} en agua (${prefix.symbol}g/L)`,
    aliases: [...spellings[prefix.name]],
    // D33: a mass per litre is a fraction only through water's density, taken as 1 kg/L: approximate across.
    convention: WATER,
    ...(prefix === SI_PREFIXES.nano && { extra: true as const }),
  }),
);

export const concentracion = {
  key: 'concentracion',
  base: 'partes_por_millon',
  decimals: 4,
  defaults: ['partes_por_millon', 'porcentaje'],
  // A concentration cannot be negative.
  refusesNegative: true,
  units: {
    // Part per million: 10⁻⁶ (NIST SP 811 §7.10.3). By mass it is the milligram per kilogram.
    partes_por_millon: {
      symbol: 'ppm',
      rule: { kind: 'linear', factor: 1 },
      singular: 'parte por millón',
      plural: 'partes por millón',
      aliases: [
        'ppmv',
        'ppmw',
        'ppm m/m',
        'ppm v/v',
        'mg/kg',
        'miligramo por kilogramo',
        'miligramos por kilogramo',
        'parts per million',
      ],
    },
    // Part per billion in the English sense: 10⁻⁹, 'mil millones' in Spanish (NIST SP 811 §7.10.3). By mass, µg/kg.
    partes_por_mil_millones: {
      name: 'Partes por mil millones',
      label: 'Partes por mil millones (ppb, 10⁻⁹)',
      symbol: 'ppb',
      rule: { kind: 'linear', factor: 0.001 },
      singular: 'parte por mil millones',
      plural: 'partes por mil millones',
      aliases: ['ppbv', 'ppbw', 'µg/kg', 'ug/kg', 'microgramos por kilogramo', 'parts per billion'],
    },
    // Part per trillion in the English sense: 10⁻¹², a 'billón' in Spanish (RAE: billón = 10¹²). By mass, ng/kg.
    // D27: 'ppt' is also the oceanographers' per-thousand, and 'partes por billón' the calque of 'parts per billion';
    // the quick conversion answers 10⁻¹² and offers the other two.
    partes_por_billon: {
      name: 'Partes por billón',
      label: 'Partes por billón (ppt, 10⁻¹²)',
      symbol: 'ppt',
      rule: { kind: 'linear', factor: 0.000001 },
      singular: 'parte por billón',
      plural: 'partes por billón',
      aliases: ['pptv', 'ng/kg', 'nanogramos por kilogramo', 'parts per trillion'],
      alsoMeans: {
        units: ['partes_por_mil_millones', 'por_mil'],
        names: ['ppt', 'partes por billón', 'parte por billón'],
      },
    },
    // Per cent: 0.01 (SI Brochure, 9th ed., 5.4.7: '%' stands for the number 0.01; RAE, Ortografía 2010: '5 %').
    porcentaje: {
      name: 'Porcentaje',
      symbol: '%',
      rule: { kind: 'linear', factor: 10000 },
      singular: 'por ciento',
      plural: 'por ciento',
      slug: 'porcentaje',
      aliases: ['porcentaje', 'porcentajes', 'porciento', 'tanto por ciento', 'percent', 'pct', '% m/m', '% p/p'],
    },
    // Per mille: 0.001 (RAE, DLE 'por mil'; Ortografía 2010: '‰' written apart, '3 ‰'). By mass, g/kg.
    por_mil: {
      name: 'Por mil',
      symbol: '‰',
      rule: { kind: 'linear', factor: 1000 },
      singular: 'por mil',
      plural: 'por mil',
      aliases: [
        'tanto por mil',
        'permil',
        'per mil',
        'partes por mil',
        'parte por mil',
        'g/kg',
        'gramos por kilogramo',
        'o/oo',
      ],
    },
    // The gram per litre, a mass concentration (SI Brochure, 9th ed., table 5: kg/m³ = g/L), at 1 kg/L: 1000 ppm.
    gramos_por_litro: {
      label: 'Gramos por litro en agua (g/L)',
      symbol: 'g/L',
      rule: { kind: 'linear', factor: GRAMS_PER_LITRE_IN_PPM },
      singular: 'gramo por litro',
      plural: 'gramos por litro',
      aliases: ['g/l', 'gr/l', 'g/lt', 'gr/lt', 'g/litro', 'gramos/litro', 'g/dm3', 'g/dm³', 'g l-1'],
      convention: WATER,
    },
    ...massPerLitre,
  },
} as const satisfies Family;
