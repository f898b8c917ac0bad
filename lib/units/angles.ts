/**
 * The angle units, declared once (D28): the angle page (lib/families/angulos) and the circular measures page
 * (lib/families/medidas-circulares, D12) both take them from here, each under the keys and in the order its
 * document gives. The radian is the base of both. Factors are fractions of π: no decimal of π is exact, and
 * Math.PI is the closest double. The ASCII ' and " stay out of the aliases: they are the foot and the inch that
 * people type, and the length page owns them.
 */
import type { Unit } from './types';

/** One full turn, 2π rad = 360° = 400 gon = 6 sextants = 6400 NATO mils. */
const TURN = 2 * Math.PI;

// SI Brochure 9th ed. (2019), table 4: the radian, the SI unit of plane angle.
export const RADIAN = {
  symbol: 'rad',
  rule: { kind: 'linear', factor: 1 },
  singular: 'radián',
  plural: 'radianes',
  aliases: ['radian', 'radians'],
  group: 'metrico',
} as const satisfies Unit;

// SI Brochure 9th ed. (2019), table 8: 1° = (π/180) rad. Written as a decimal number of degrees; the d°m′s″ reading
// of the same angle is its own unit on the circular measures page ('grado sexagesimal').
export const DEGREE = {
  symbol: '°',
  attached: true,
  rule: { kind: 'linear', factor: TURN / 360 },
  singular: 'grado',
  plural: 'grados',
  aliases: ['º', 'deg', 'degree', 'degrees', 'grado decimal', 'grados decimales'],
  group: 'otras',
} as const satisfies Unit;

// SI Brochure 9th ed. (2019), table 8: 1′ = (1/60)° = (π/10 800) rad.
export const ARC_MINUTE = {
  symbol: '′',
  attached: true,
  rule: { kind: 'linear', factor: TURN / 21600 },
  singular: 'minuto de arco',
  plural: 'minutos de arco',
  aliases: [
    'arcmin',
    'arcominuto',
    'arcominutos',
    'MOA',
    'minuto de ángulo',
    'minutos de ángulo',
    'minuto sexagesimal',
    'minutos sexagesimales',
  ],
  group: 'otras',
} as const satisfies Unit;

// SI Brochure 9th ed. (2019), table 8: 1″ = (1/60)′ = (π/648 000) rad.
export const ARC_SECOND = {
  symbol: '″',
  attached: true,
  rule: { kind: 'linear', factor: TURN / 1296000 },
  singular: 'segundo de arco',
  plural: 'segundos de arco',
  aliases: ['arcsec', 'arcosegundo', 'arcosegundos', 'segundo sexagesimal', 'segundos sexagesimales'],
  group: 'otras',
} as const satisfies Unit;

// NIST SP 811 (2008) appendix B: gon = π/200 rad (1.570796 E-02); a right angle is 100 gon (ISO 80000-3).
export const GON = {
  symbol: 'gon',
  rule: { kind: 'linear', factor: TURN / 400 },
  singular: 'grado centesimal',
  plural: 'grados centesimales',
  aliases: ['gones', 'gons', 'grad', 'grads', 'gradián', 'gradianes', 'gradian', 'gradians'],
  group: 'otras',
} as const satisfies Unit;

// A sixth of a turn, π/3 rad = 60° (the spec's second angle page, D12).
export const SEXTANT = {
  symbol: 'sext',
  rule: { kind: 'linear', factor: TURN / 6 },
  singular: 'sextante',
  plural: 'sextantes',
  aliases: ['sextant', 'sextants'],
  group: 'otras',
} as const satisfies Unit;

// SI Brochure 9th ed.: prefix milli (10⁻³) on the radian, 1 mrad = 0.001 rad.
export const MILLIRADIAN = {
  symbol: 'mrad',
  rule: { kind: 'linear', factor: 0.001 },
  singular: 'milirradián',
  plural: 'milirradianes',
  aliases: ['miliradián', 'miliradianes', 'milliradian', 'milliradians', 'milésima de radián', 'milésimas de radián'],
  group: 'metrico',
} as const satisfies Unit;

// NIST SP 811 (2008) appendix B: mil = 2π/6400 rad (9.817477 E-04), the NATO artillery mil, 6400 per turn.
export const NATO_MIL = {
  symbol: 'milésimas',
  one: 'milésima',
  label: 'Milésimas OTAN (6400 por vuelta)',
  rule: { kind: 'linear', factor: TURN / 6400 },
  singular: 'milésima OTAN',
  plural: 'milésimas OTAN',
  aliases: [
    'milésima artillera',
    'milésimas artilleras',
    'milésima angular',
    'milésimas angulares',
    'mil OTAN',
    'mils OTAN',
    'NATO mil',
    'NATO mils',
  ],
  group: 'otras',
} as const satisfies Unit;

/** A full turn counted as a revolution (rev), as the angle page's document lists it. */
export const REVOLUTION = {
  symbol: 'rev',
  rule: { kind: 'linear', factor: TURN },
  singular: 'revolución',
  plural: 'revoluciones',
  aliases: ['revs', 'revolution', 'revolutions'],
  group: 'otras',
} as const satisfies Unit;

/**
 * A full turn by its everyday name; its symbol is the word itself, singular after exactly 1 (D23: '1 vuelta → 360°').
 */
export const TURN_BY_NAME = {
  symbol: 'vueltas',
  one: 'vuelta',
  label: 'Vueltas',
  rule: { kind: 'linear', factor: TURN },
  singular: 'vuelta',
  plural: 'vueltas',
  aliases: [
    'vuelta completa',
    'vueltas completas',
    'giro',
    'giros',
    'giro completo',
    'giros completos',
    'turn',
    'turns',
  ],
  group: 'otras',
} as const satisfies Unit;

/** A full turn as the circular measures page names it: the circumference, answering to every name of a turn. */
export const CIRCUMFERENCE = {
  symbol: 'circ',
  rule: { kind: 'linear', factor: TURN },
  singular: 'circunferencia',
  plural: 'circunferencias',
  aliases: [
    'vuelta',
    'vueltas',
    'vuelta completa',
    'revolución',
    'revoluciones',
    'rev',
    'giro',
    'giros',
    'círculo',
    'círculos',
    'turn',
    'turns',
  ],
  group: 'otras',
} as const satisfies Unit;

/** The degree read and shown as degrees, minutes and seconds (57°17′44.81″): the same angle as DEGREE. */
export const DEGREE_DMS = {
  symbol: '°′″',
  label: 'Grados sexagesimales (d°m′s″)',
  rule: DEGREE.rule,
  display: 'dms',
  singular: 'grado sexagesimal',
  plural: 'grados sexagesimales',
  aliases: [
    'gms',
    'dms',
    'd°m′s″',
    'grados minutos segundos',
    'grados, minutos y segundos',
    'grados minutos y segundos',
  ],
  group: 'otras',
} as const satisfies Unit;
