import { familyPage } from '@/lib/content/pairs/types';
import type { ConverterContent } from '@/lib/content/types';
import { viscosidadCinematica } from '@/lib/families/viscosidad-cinematica/units';
import type { UnitKey } from '@/lib/units/types';
import type { viscosidad } from './units';

export const viscosidadContent: ConverterContent<UnitKey<typeof viscosidad>> = {
  heading: 'Convertidor de viscosidad dinámica',
  intro:
    'Convierte la viscosidad dinámica entre pascales segundo, milipascales segundo, poises, centipoises, libras por pie segundo y reyns, con las definiciones exactas. Sirve para leer fichas técnicas de pinturas, aceites, resinas o alimentos, y para resolver problemas de mecánica de fluidos.',
  cards: [
    { title: 'Centipoises a pascales segundo', from: 'centipoises', to: 'pascales_segundo', example: 1500 },
    { title: 'Pascales segundo a centipoises', from: 'pascales_segundo', to: 'centipoises', example: 0.8 },
    { title: 'Poises a pascales segundo', from: 'poises', to: 'pascales_segundo', example: 10 },
    { title: 'Milipascales segundo a centipoises', from: 'milipascales_segundo', to: 'centipoises', example: 85 },
    { title: 'Libras por pie segundo a centipoises', from: 'libras_pie_segundo', to: 'centipoises', example: 1 },
    { title: 'Reyns a pascales segundo', from: 'reyns', to: 'pascales_segundo', example: 0.000002 },
  ],
  note: {
    title: 'Viscosidad cinemática: stokes y centistokes',
    text: 'Los stokes (St) y los centistokes (cSt) no aparecen en este convertidor porque miden otra magnitud, la viscosidad cinemática: la dinámica dividida entre la densidad del fluido. Un centistoke es un milímetro cuadrado por segundo, y para pasar de centipoises a centistokes hay que dividir entre la densidad en gramos por centímetro cúbico. Con el agua, de densidad cercana a 1 g/cm³, las dos cifras casi coinciden; con un aceite de 0.87 g/cm³, 87 cP son unos 100 cSt.',
    link: { other: familyPage(viscosidadCinematica), label: 'Convertir viscosidad cinemática (cSt, St, mm²/s)' },
  },
  sections: [
    {
      title: '¿Qué es la viscosidad?',
      paragraphs: [
        'La viscosidad mide cuánto se resiste un fluido a fluir, es decir, el rozamiento interno entre sus capas cuando se desplazan unas sobre otras. La miel es muy viscosa y el agua muy poco. La viscosidad dinámica relaciona la fuerza necesaria para deslizar una capa sobre otra con la rapidez con que cambia la velocidad entre ellas. Su unidad en el Sistema Internacional es el pascal segundo (Pa·s), que equivale a un kilogramo por metro y segundo. Aunque lleve el nombre del pascal, no es una presión: es una presión multiplicada por un tiempo.',
        'La viscosidad depende mucho de la temperatura. En los líquidos baja al calentarlos, y por eso la miel fluye mejor templada y el aceite del motor cuesta más de bombear en una mañana de invierno; en los gases, al contrario, sube con la temperatura. Una cifra de viscosidad sin su temperatura dice poco.',
      ],
    },
    {
      title: 'Poise y centipoise',
      paragraphs: [
        'El poise (P), llamado así por el médico francés Jean Léonard Marie Poiseuille, que estudió el flujo de la sangre, es la unidad del sistema cegesimal: un gramo por centímetro y segundo, una décima de pascal segundo. Su centésima parte, el centipoise (cP), es la unidad más usada en laboratorios, fichas de pinturas, adhesivos y alimentos, porque el agua a 20 °C tiene casi exactamente 1 cP. Un centipoise es lo mismo que un milipascal segundo, y muchas fichas modernas escriben mPa·s donde antes ponían cP.',
        'Para hacerse una idea: la sangre ronda los 3 o 4 mPa·s, el aceite de oliva a temperatura ambiente unos 80, la glicerina más de 1000 y la miel varios miles. El aire, en cambio, apenas llega a 0.018 mPa·s.',
      ],
    },
    {
      title: 'Unidades anglosajonas',
      paragraphs: [
        'La ingeniería química de Estados Unidos usa a veces la libra por pie segundo, lb/(ft·s), que vale 1.488164 Pa·s; en ella, el agua tiene unas 0.000672 lb/(ft·s). El reyn, en honor de Osborne Reynolds, es una libra-fuerza segundo por pulgada cuadrada: casi 6895 Pa·s. Es tan grande que en el diseño de cojinetes y lubricación se trabaja en microrreyns, cada uno de ellos de 6.894757 cP.',
      ],
    },
    {
      title: 'Los grados SAE no son una unidad',
      paragraphs: [
        'En el envase del aceite de motor no aparece una viscosidad, sino un grado SAE, como 5W-30 o 10W-40, definido por la norma SAE J300. La cifra con W, de winter, indica cómo se comporta el aceite en frío: un 0W arranca y se bombea a temperaturas más bajas que un 15W. La segunda cifra es un intervalo de viscosidad cinemática a 100 °C, medida en mm²/s, y de viscosidad a alta temperatura y alto cizallamiento. Un aceite 30 no tiene 30 de nada: su grado solo se puede comparar con otros grados, y si necesitas el dato físico, la ficha técnica del fabricante da la viscosidad cinemática en centistokes a 40 y a 100 °C.',
      ],
    },
  ],
};
