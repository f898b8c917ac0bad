/** Every converter page's texts by family key, for tests that check them all. Pages import their own module. */
import type { ConverterContent } from '../types';
import { areaContent } from './area';
import { energiaContent } from './energia';
import { longitudContent } from './longitud';
import { medidasCircularesContent } from './medidas-circulares';
import { pesoContent } from './peso';
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
};
