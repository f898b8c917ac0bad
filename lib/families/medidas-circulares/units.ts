import { ARC_MINUTE, ARC_SECOND, CIRCUMFERENCE, DEGREE, DEGREE_DMS, GON, RADIAN, SEXTANT } from '@/lib/units/angles';
import type { Family } from '@/lib/units/types';

// Base unit: radian (D12). The units are the shared angle declarations (lib/units/angles.ts) under this page's keys
// and in its document's order. grado_sexagesimal is the same angle as grado, read and shown as d°m′s″
// (57°17′44.81″): the plain 'grado' and 'º' lead to the decimal degree; 'sexagesimal', 'gms' and 'dms' to the d°m′s″
// one.
export const medidasCirculares = {
  key: 'medidas-circulares',
  base: 'radian',
  decimals: 6,
  defaults: ['grado', 'radian'],
  units: {
    circunferencia: CIRCUMFERENCE,
    sextante: SEXTANT,
    radian: RADIAN,
    grado: DEGREE,
    grado_sexagesimal: DEGREE_DMS,
    grado_centesimal: GON,
    minuto_arco: ARC_MINUTE,
    segundo_arco: ARC_SECOND,
  },
} as const satisfies Family;
