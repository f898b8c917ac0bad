/** Every converter page's texts by family key, for tests that check them all. Pages import their own module. */
import type { ConverterContent } from '@/lib/content/types';
import { angulosContent } from './angulos';
import { anillosContent } from './anillos';
import { areaContent } from './area';
import { cargaElectricaContent } from './carga-electrica';
import { caudalContent } from './caudal';
import { consumoContent } from './consumo';
import { datosDigitalesContent } from './datos-digitales';
import { densidadContent } from './densidad';
import { energiaContent } from './energia';
import { fuerzaContent } from './fuerza';
import { longitudContent } from './longitud';
import { medidasCircularesContent } from './medidas-circulares';
import { pesoContent } from './peso';
import { pesosAntiguosContent } from './pesos-antiguos';
import { pieHormaContent } from './pie-horma';
import { potenciaContent } from './potencia';
import { preciosAlimentosContent } from './precios-alimentos';
import { presionContent } from './presion';
import { radiacionContent } from './radiacion';
import { radioactividadContent } from './radioactividad';
import { tacosContent } from './tacos';
import { temperaturaContent } from './temperatura';
import { tiempoContent } from './tiempo';
import { velocidadContent } from './velocidad';
import { volumenContent } from './volumen';

export const converterContents: Readonly<Record<string, ConverterContent>> = {
  longitud: longitudContent,
  area: areaContent,
  peso: pesoContent,
  temperatura: temperaturaContent,
  tiempo: tiempoContent,
  volumen: volumenContent,
  velocidad: velocidadContent,
  energia: energiaContent,
  'medidas-circulares': medidasCircularesContent,
  tacos: tacosContent,
  presion: presionContent,
  'datos-digitales': datosDigitalesContent,
  potencia: potenciaContent,
  angulos: angulosContent,
  'carga-electrica': cargaElectricaContent,
  caudal: caudalContent,
  fuerza: fuerzaContent,
  consumo: consumoContent,
  radiacion: radiacionContent,
  radioactividad: radioactividadContent,
  densidad: densidadContent,
  'precios-alimentos': preciosAlimentosContent,
  'pie-horma': pieHormaContent,
  anillos: anillosContent,
  'pesos-antiguos': pesosAntiguosContent,
};
