import type { Family } from '@/lib/units/types';

// Base unit: degree Celsius. Definitions (D7): °F = °C × 9/5 + 32, K = °C + 273.15, so both are affine rules
// base = (v + offset) × factor.
export const temperatura = {
  key: 'temperatura',
  base: 'celsius',
  decimals: 2,
  defaults: ['celsius', 'fahrenheit'],
  // D13: below absolute zero the value still converts, with a note under the result.
  // Absolute zero, in the base unit (°C): below it the page's note shows (D13).
  physicalMinimum: -273.15,
  units: {
    celsius: {
      name: 'Celsius',
      symbol: '°C',
      rule: { kind: 'linear', factor: 1 },
      singular: 'grado Celsius',
      plural: 'grados Celsius',
      slug: 'celsius',
      // 'º' (the ordinal sign) is what many Spanish keyboards give for the degree sign.
      aliases: [
        'c',
        'ºc',
        'centígrado',
        'centígrados',
        'grado centígrado',
        'grados centígrados',
        'centigrade',
        'degree celsius',
        'degrees celsius',
      ],
      // D38: a bare 'grados' beside another temperature is the Celsius degree of the Spanish-speaking world, said so;
      // beside °C itself it can only be Fahrenheit's (below). Alone it stays the angle.
      bareNames: ['grado', 'grados', '°', 'º'],
      group: 'metrico',
    },
    // °C = (°F − 32) × 5/9, the inverse of °F = °C × 9/5 + 32; written as a division, never a rounded 0.5556.
    fahrenheit: {
      name: 'Fahrenheit',
      symbol: '°F',
      rule: { kind: 'affine', factor: 5 / 9, offset: -32 },
      // D33: the factor's definition as a quotient, for exact arithmetic.
      definition: [5, 9],
      singular: 'grado Fahrenheit',
      plural: 'grados Fahrenheit',
      slug: 'fahrenheit',
      aliases: [
        'f',
        'ºf',
        'farenheit',
        'farenheith',
        'fahrenheith',
        'farhenheit',
        'fharenheit',
        'grados farenheit',
        'degree fahrenheit',
        'degrees fahrenheit',
      ],
      // D38: the other reading of a bare 'grados', offered beside the Celsius one.
      bareNames: ['grado', 'grados', '°', 'º'],
      group: 'anglosajon',
    },
    // °C = K − 273.15: the kelvin has the size of the Celsius degree, only the zero moves.
    kelvin: {
      name: 'Kelvin',
      symbol: 'K',
      rule: { kind: 'affine', factor: 1, offset: -273.15 },
      singular: 'kelvin',
      plural: 'kelvins',
      slug: 'kelvin',
      // 'grados kelvin' is wrong (the kelvin takes no degree) but people type it.
      aliases: ['kélvines', 'grado kelvin', 'grados kelvin', 'ºk', '°k'],
      group: 'cientifico',
    },
    // NIST SP 811 (2008) appendix B: T/°R = (9/5) T/K, so 0 °R is absolute zero and °C = (°R − 491.67) × 5/9
    // (273.15 × 9/5 = 491.67).
    rankine: {
      name: 'Rankine',
      symbol: '°R',
      rule: { kind: 'affine', factor: 5 / 9, offset: -491.67 },
      // D33: the factor's definition as a quotient, for exact arithmetic.
      definition: [5, 9],
      singular: 'grado Rankine',
      plural: 'grados Rankine',
      slug: 'rankine',
      aliases: ['ºr', '°ra', 'ºra', 'degree rankine', 'degrees rankine'],
      group: 'anglosajon',
      extra: true,
    },
    // Réaumur's scale (1730): water freezes at 0 °Ré and boils at 80 °Ré, so 1 °Ré = 100/80 = 1.25 °C, same zero.
    reaumur: {
      name: 'Réaumur',
      symbol: '°Ré',
      rule: { kind: 'linear', factor: 1.25 },
      singular: 'grado Réaumur',
      plural: 'grados Réaumur',
      slug: 'reaumur',
      aliases: ['ºre', 'reamur', 'reaumour', 'degree reaumur', 'degrees reaumur'],
      group: 'otras',
      extra: true,
    },
  },
} as const satisfies Family;
