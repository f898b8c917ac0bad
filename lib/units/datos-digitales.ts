import type { Family } from './types';

// Base unit: bit. Binary multiples as the documents and D7 say: 1 B = 8 bit, 1 KB = 1024 B, 1 MB = 1024 KB …,
// and likewise 1 kbit = 1024 bit, 1 Mbit = 1024 kbit … Every factor is a power of two times 1 or 8, so the
// literals below are exact in binary floating point. The page's note explains KB vs kB vs KiB (D7).
export const datosDigitales = {
  key: 'datos-digitales',
  base: 'bits',
  decimals: 6,
  defaults: ['megabytes', 'gigabytes'],
  units: {
    bits: { name: 'Bits', symbol: 'bit', rule: { kind: 'linear', factor: 1 } },
    bytes: { name: 'Bytes', symbol: 'B', rule: { kind: 'linear', factor: 8 } },
    // 8 × 1024
    kilobytes: { name: 'Kilobytes', symbol: 'KB', rule: { kind: 'linear', factor: 8192 } },
    // 8 × 1024²
    megabytes: { name: 'Megabytes', symbol: 'MB', rule: { kind: 'linear', factor: 8388608 } },
    // 8 × 1024³
    gigabytes: { name: 'Gigabytes', symbol: 'GB', rule: { kind: 'linear', factor: 8589934592 } },
    // 8 × 1024⁴
    terabytes: { name: 'Terabytes', symbol: 'TB', rule: { kind: 'linear', factor: 8796093022208 } },
    kilobits: { name: 'Kilobits', symbol: 'kbit', rule: { kind: 'linear', factor: 1024 } },
    // 1024²
    megabits: { name: 'Megabits', symbol: 'Mbit', rule: { kind: 'linear', factor: 1048576 } },
    // 1024³
    gigabits: { name: 'Gigabits', symbol: 'Gbit', rule: { kind: 'linear', factor: 1073741824 } },
    // 1024⁴
    terabits: { name: 'Terabits', symbol: 'Tbit', rule: { kind: 'linear', factor: 1099511627776 } },
  },
} as const satisfies Family;
