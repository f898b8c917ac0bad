/** D26: every family's curated pairs, in the order the site lists them. Adding a pair is adding one entry. */
import { angulosPairs } from './angulos';
import { anillosPairs } from './anillos';
import { areaPairs } from './area';
import { cargaElectricaPairs } from './carga-electrica';
import { caudalPairs } from './caudal';
import { consumoPairs } from './consumo';
import { datosDigitalesPairs } from './datos-digitales';
import { densidadPairs } from './densidad';
import { energiaPairs } from './energia';
import { fuerzaPairs } from './fuerza';
import { longitudPairs } from './longitud';
import { medidasCircularesPairs } from './medidas-circulares';
import { pesoPairs } from './peso';
import { pesosAntiguosPairs } from './pesos-antiguos';
import { pieHormaPairs } from './pie-horma';
import { potenciaPairs } from './potencia';
import { preciosAlimentosPairs } from './precios-alimentos';
import { presionPairs } from './presion';
import { radiacionPairs } from './radiacion';
import { radioactividadPairs } from './radioactividad';
import { tacosPairs } from './tacos';
import { temperaturaPairs } from './temperatura';
import { tiempoPairs } from './tiempo';
import type { FamilyPairs } from './types';
import { velocidadPairs } from './velocidad';
import { volumenPairs } from './volumen';

export const PAIR_LISTS: readonly FamilyPairs[] = [
  longitudPairs,
  areaPairs,
  pesoPairs,
  temperaturaPairs,
  tiempoPairs,
  volumenPairs,
  velocidadPairs,
  energiaPairs,
  medidasCircularesPairs,
  tacosPairs,
  presionPairs,
  datosDigitalesPairs,
  potenciaPairs,
  angulosPairs,
  cargaElectricaPairs,
  caudalPairs,
  fuerzaPairs,
  consumoPairs,
  radiacionPairs,
  radioactividadPairs,
  densidadPairs,
  preciosAlimentosPairs,
  pieHormaPairs,
  anillosPairs,
  pesosAntiguosPairs,
];
