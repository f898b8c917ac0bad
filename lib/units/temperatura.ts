import type { Family } from './types';

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
    celsius: { name: 'Celsius', symbol: '°C', rule: { kind: 'linear', factor: 1 } },
    // °C = (°F − 32) × 5/9, the inverse of °F = °C × 9/5 + 32; written as a division, never a rounded 0.5556.
    fahrenheit: { name: 'Fahrenheit', symbol: '°F', rule: { kind: 'affine', factor: 5 / 9, offset: -32 } },
    // °C = K − 273.15: the kelvin has the size of the Celsius degree, only the zero moves.
    kelvin: { name: 'Kelvin', symbol: 'K', rule: { kind: 'affine', factor: 1, offset: -273.15 } },
  },
} as const satisfies Family;
