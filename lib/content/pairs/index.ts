/** D26: every family's curated pairs, in the order the site lists them. Adding a pair is adding one entry. */
import { angulosPairs } from './angulos';
import { anillosPairs } from './anillos';
import { areaPairs } from './area';
import { cargaElectricaPairs } from './carga-electrica';
import { datosDigitalesPairs } from './datos-digitales';
import { longitudPairs } from './longitud';
import { medidasCircularesPairs } from './medidas-circulares';
import { pieHormaPairs } from './pie-horma';
import { radiacionPairs } from './radiacion';
import { radioactividadPairs } from './radioactividad';
import { tacosPairs } from './tacos';
import type { FamilyPairs } from './types';

export const PAIR_LISTS: readonly FamilyPairs[] = [
  longitudPairs,
  areaPairs,
  medidasCircularesPairs,
  tacosPairs,
  datosDigitalesPairs,
  angulosPairs,
  cargaElectricaPairs,
  radiacionPairs,
  radioactividadPairs,
  pieHormaPairs,
  anillosPairs,
];
