/**
 * The registry: key → family. For tests and tools that walk every family; a page imports only its own family
 * module, so this file never reaches a page's bundle.
 */
import { area } from './area';
import { energia } from './energia';
import { longitud } from './longitud';
import { medidasCirculares } from './medidas-circulares';
import { peso } from './peso';
import { tacos } from './tacos';
import { temperatura } from './temperatura';
import { tiempo } from './tiempo';
import type { Family } from './types';
import { velocidad } from './velocidad';
import { volumen } from './volumen';

export const families: Readonly<Record<string, Family>> = {
  longitud,
  area,
  peso,
  temperatura,
  tiempo,
  volumen,
  velocidad,
  energia,
  'medidas-circulares': medidasCirculares,
  tacos,
};
