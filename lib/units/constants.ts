/**
 * D7, D28: the defined values that units of more than one family are built on, each typed once with its source.
 * A family's units.ts imports them and writes each unit as an expression of them, as numbat's prelude does
 * (`FOOT ** 2`, `POUND / 16`). Where that expression's floating-point result is not the double nearest the exact
 * value (`2240 * POUND` gives 1016.0469088000001), the unit writes the value itself, names the constants in
 * its comment, and __tests__/units/constants.test.ts checks it against the exact product. A value only one family
 * uses stays in that family's units.ts.
 *
 * Units: lengths in metres, masses in kilograms, volumes in litres (the volume, flow and fuel families count in
 * litres; density divides by 1000 for its cubic metre), energies in joules, times in seconds.
 */

/** International yard and pound agreement (1959): 1 in = 0.0254 m exactly. */
export const INCH = 0.0254;
/** International yard and pound agreement (1959): 1 ft = 12 in = 0.3048 m exactly. */
export const FOOT = 0.3048;
/** International yard and pound agreement (1959): 1 yd = 3 ft = 0.9144 m exactly. */
export const YARD = 0.9144;
/** International yard and pound agreement (1959): 1 mi = 5280 ft = 1609.344 m exactly. */
export const MILE = 1609.344;
/** International Hydrographic Conference (Monaco, 1929); NIST SP 811 (2008) B.8: 1 nautical mile = 1852 m. */
export const NAUTICAL_MILE = 1852;

/** International yard and pound agreement (1959): 1 lb (avoirdupois) = 0.45359237 kg exactly. */
export const POUND = 0.45359237;

/** NIST Handbook 44 appendix C: 1 US gallon = 231 in³ = 3.785411784 L exactly. */
export const US_GALLON = 3.785411784;
/** UK Weights and Measures Act 1985, schedule 1: 1 imperial gallon = 4.54609 L exactly. */
export const IMPERIAL_GALLON = 4.54609;

/** 3rd CGPM (1901): standard acceleration of gravity g₀ = 9.80665 m/s², which defines the kilogram-force. */
export const G0 = 9.80665;

/** NIST SP 811 (2008) B.8: thermochemical calorie = 4.184 J exactly, the site's 'caloría' (D7). */
export const CAL_TH = 4.184;
/** NIST SP 811 (2008) B.8: British thermal unit (International Table) = 1055.05585262 J exactly. */
export const BTU_IT = 1055.05585262;

/** SI Brochure, 9th ed. (2019), defining constant: c = 299 792 458 m/s exactly. */
export const SPEED_OF_LIGHT = 299792458;
/** SI Brochure, 9th ed. (2019), defining constant: e = 1.602176634 × 10⁻¹⁹ C exactly. */
export const ELEMENTARY_CHARGE = 1.602176634e-19;
/** IAU: the Julian year, 365.25 days of 86 400 s = 31 557 600 s, the site's year (D7) and the light year's. */
export const JULIAN_YEAR = 365.25 * 86400;

/** Ley de pesas y medidas de 19-07-1849, tablas de correspondencia (R. O. 9-12-1852): vara de Burgos = 0.835905 m. */
export const VARA_CASTELLANA = 0.835905;
/** Mexico, legal value of the transition to the metric system (compulsory from 1896): vara = 0.838 m (ICT 1926). */
export const VARA_MEXICO = 0.838;
/** Chile, ley de pesos y medidas de 29-01-1848: legal vara = 0.836 m (International Critical Tables, 1926). */
export const VARA_CHILE = 0.836;
