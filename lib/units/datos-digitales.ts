import type { Family } from './types';

// Base unit: bit. Binary multiples as the documents and D7 say: 1 B = 8 bit, 1 KB = 1024 B, 1 MB = 1024 KB …,
// and likewise 1 kbit = 1024 bit, 1 Mbit = 1024 kbit … Every factor is a power of two times 1 or 8, so the
// literals below are exact in binary floating point. The page's note explains KB vs kB vs KiB (D7), and each
// multiple's option says which step it is ('Kilobytes (KB = 1024 B)'), the meaning Windows uses.
export const datosDigitales = {
  key: 'datos-digitales',
  base: 'bits',
  decimals: 6,
  defaults: ['megabytes', 'gigabytes'],
  units: {
    bits: { name: 'Bits', symbol: 'bit', rule: { kind: 'linear', factor: 1 } },
    bytes: { name: 'Bytes', symbol: 'B', rule: { kind: 'linear', factor: 8 } },
    // 8 × 1024
    kilobytes: {
      name: 'Kilobytes',
      symbol: 'KB',
      label: 'Kilobytes (KB = 1024 B)',
      rule: { kind: 'linear', factor: 8192 },
    },
    // 8 × 1024²
    megabytes: {
      name: 'Megabytes',
      symbol: 'MB',
      label: 'Megabytes (MB = 1024 KB)',
      rule: { kind: 'linear', factor: 8388608 },
    },
    // 8 × 1024³
    gigabytes: {
      name: 'Gigabytes',
      symbol: 'GB',
      label: 'Gigabytes (GB = 1024 MB)',
      rule: { kind: 'linear', factor: 8589934592 },
    },
    // 8 × 1024⁴
    terabytes: {
      name: 'Terabytes',
      symbol: 'TB',
      label: 'Terabytes (TB = 1024 GB)',
      rule: { kind: 'linear', factor: 8796093022208 },
    },
    kilobits: {
      name: 'Kilobits',
      symbol: 'kbit',
      label: 'Kilobits (kbit = 1024 bit)',
      rule: { kind: 'linear', factor: 1024 },
    },
    // 1024²
    megabits: {
      name: 'Megabits',
      symbol: 'Mbit',
      label: 'Megabits (Mbit = 1024 kbit)',
      rule: { kind: 'linear', factor: 1048576 },
    },
    // 1024³
    gigabits: {
      name: 'Gigabits',
      symbol: 'Gbit',
      label: 'Gigabits (Gbit = 1024 Mbit)',
      rule: { kind: 'linear', factor: 1073741824 },
    },
    // 1024⁴
    terabits: {
      name: 'Terabits',
      symbol: 'Tbit',
      label: 'Terabits (Tbit = 1024 Gbit)',
      rule: { kind: 'linear', factor: 1099511627776 },
    },
  },
} as const satisfies Family;
