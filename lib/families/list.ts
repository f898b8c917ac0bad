/**
 * D28: the one list of converters, in the order menus, the footer, the home page and the site map show them. The
 * registry (./index.ts) hands out what derives from it; adding a family is its import and its place here.
 */
import { aceleracionFamily } from './aceleracion';
import { angulosFamily } from './angulos';
import { anillosFamily } from './anillos';
import { areaFamily } from './area';
import { cargaElectricaFamily } from './carga-electrica';
import { caudalFamily } from './caudal';
import { concentracionFamily } from './concentracion';
import { consumoFamily } from './consumo';
import { datosDigitalesFamily } from './datos-digitales';
import { densidadFamily } from './densidad';
import { durezaDelAguaFamily } from './dureza-del-agua';
import { energiaFamily } from './energia';
import { frecuenciaFamily } from './frecuencia';
import { fuerzaFamily } from './fuerza';
import { glucosaFamily } from './glucosa';
import { iluminanciaFamily } from './iluminancia';
import { longitudFamily } from './longitud';
import { medidasCircularesFamily } from './medidas-circulares';
import { medidasDeCocinaFamily } from './medidas-de-cocina';
import { numeros } from './numeros';
import { parDeTorsionFamily } from './par-de-torsion';
import { pesoFamily } from './peso';
import { pesosAntiguosFamily } from './pesos-antiguos';
import { pieHormaFamily } from './pie-horma';
import { pixelesFamily } from './pixeles';
import { potenciaFamily } from './potencia';
import { preciosAlimentosFamily } from './precios-alimentos';
import { presionFamily } from './presion';
import { radiacionFamily } from './radiacion';
import { radioactividadFamily } from './radioactividad';
import { tacosFamily } from './tacos';
import { temperaturaFamily } from './temperatura';
import { tiempoFamily } from './tiempo';
import { transferenciaDeDatosFamily } from './transferencia-de-datos';
import { velocidadFamily } from './velocidad';
import { viscosidadFamily } from './viscosidad';
import { viscosidadCinematicaFamily } from './viscosidad-cinematica';
import { volumenFamily } from './volumen';

export const CONVERTERS = [
  longitudFamily,
  areaFamily,
  pesoFamily,
  temperaturaFamily,
  tiempoFamily,
  volumenFamily,
  medidasDeCocinaFamily,
  velocidadFamily,
  aceleracionFamily,
  energiaFamily,
  medidasCircularesFamily,
  tacosFamily,
  presionFamily,
  datosDigitalesFamily,
  transferenciaDeDatosFamily,
  frecuenciaFamily,
  pixelesFamily,
  potenciaFamily,
  angulosFamily,
  cargaElectricaFamily,
  caudalFamily,
  viscosidadFamily,
  viscosidadCinematicaFamily,
  fuerzaFamily,
  parDeTorsionFamily,
  consumoFamily,
  radiacionFamily,
  radioactividadFamily,
  iluminanciaFamily,
  numeros,
  densidadFamily,
  concentracionFamily,
  durezaDelAguaFamily,
  glucosaFamily,
  preciosAlimentosFamily,
  pieHormaFamily,
  anillosFamily,
  pesosAntiguosFamily,
] as const;
