/**
 * The registry: key → family. For tests and tools that walk every family; a page imports only its own family
 * module, so this file never reaches a page's bundle.
 */
import { angulos } from './angulos';
import { anillos } from './anillos';
import { area } from './area';
import { cargaElectrica } from './carga-electrica';
import { caudal } from './caudal';
import { consumo } from './consumo';
import { datosDigitales } from './datos-digitales';
import { densidad } from './densidad';
import { energia } from './energia';
import { fuerza } from './fuerza';
import { longitud } from './longitud';
import { medidasCirculares } from './medidas-circulares';
import { peso } from './peso';
import { pesosAntiguos } from './pesos-antiguos';
import { pieHorma } from './pie-horma';
import { potencia } from './potencia';
import { preciosAlimentos } from './precios-alimentos';
import { presion } from './presion';
import { radiacion } from './radiacion';
import { radioactividad } from './radioactividad';
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
  presion,
  'datos-digitales': datosDigitales,
  potencia,
  angulos,
  'carga-electrica': cargaElectrica,
  caudal,
  fuerza,
  consumo,
  radiacion,
  radioactividad,
  densidad,
  'precios-alimentos': preciosAlimentos,
  'pie-horma': pieHorma,
  anillos,
  'pesos-antiguos': pesosAntiguos,
};
