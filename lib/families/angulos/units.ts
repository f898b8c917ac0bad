import {
  ARC_MINUTE,
  ARC_SECOND,
  DEGREE,
  GON,
  MILLIRADIAN,
  NATO_MIL,
  RADIAN,
  REVOLUTION,
  TURN_BY_NAME,
} from '@/lib/units/angles';
import type { Family } from '@/lib/units/types';

// Base unit: radian. The units are the shared angle declarations (lib/units/angles.ts), under this page's keys:
// the brief's degrees, radians, arc minutes and seconds, revolutions and turns ('vueltas'); D24 adds the gon, the
// milliradian and the NATO mil behind 'Ver todas las unidades'.
export const angulos = {
  key: 'angulos',
  base: 'radianes',
  decimals: 6,
  defaults: ['grados', 'radianes'],
  units: {
    grados: DEGREE,
    radianes: RADIAN,
    minutos_arco: ARC_MINUTE,
    segundos_arco: ARC_SECOND,
    revoluciones: REVOLUTION,
    vueltas: TURN_BY_NAME,
    grados_centesimales: { ...GON, extra: true },
    milirradianes: { ...MILLIRADIAN, extra: true },
    milesimas_otan: { ...NATO_MIL, extra: true },
  },
} as const satisfies Family;
