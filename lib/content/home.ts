import type { RoutePath, SiteGroup } from '../site';
import type { TextSection } from './types';

export const homeContent: {
  headline: string;
  lead: string;
  /** 'Herramientas Divertidas': the three humour tools, in this order. */
  fun: readonly RoutePath[];
  /** 'Explora por Categoría': six groups of the site map's ten. */
  categories: readonly { title: string; groups: readonly SiteGroup[] }[];
  sections: readonly TextSection[];
} = {
  headline: 'Convierte cualquier unidad al instante',
  lead: 'Longitud, peso, temperatura, volumen, datos y mucho más, con las definiciones exactas y sin registrarte. Todo se calcula en tu navegador.',
  fun: ['/cafes-tomados', '/velocidad-chanclas', '/longitud-tacos'],
  categories: [
    { title: 'Medidas básicas', groups: ['Medidas Básicas'] },
    { title: 'Temperatura y energía', groups: ['Temperatura y Energía'] },
    { title: 'Tiempo y velocidad', groups: ['Tiempo y Velocidad'] },
    { title: 'Presión, fuerza y fluidos', groups: ['Presión y Fuerza', 'Fluidos y Caudal'] },
    { title: 'Tecnología y radiación', groups: ['Tecnología', 'Radiación'] },
    { title: 'Medidas especiales y curiosas', groups: ['Medidas Especiales', 'Herramientas Divertidas'] },
  ],
  sections: [
    {
      title: 'Conversiones exactas, sin trucos',
      paragraphs: [
        'Cada conversor parte de las definiciones oficiales de las unidades: una pulgada son exactamente 2.54 centímetros, una libra son 0.45359237 kilogramos y una caloría son 4.184 julios. El resultado solo se redondea al mostrarlo, así que no se acumulan errores aunque encadenes conversiones.',
        'Puedes escribir los decimales con coma o con punto, como prefieras: 1,5 y 1.5 significan lo mismo. Si el texto no es un número, verás un aviso bajo el campo en lugar de un resultado sin sentido.',
      ],
    },
    {
      title: 'Privado y rápido',
      paragraphs: [
        'No hace falta crear una cuenta ni dejar ningún dato. Los cálculos se hacen en tu propio dispositivo, por lo que el resultado aparece mientras escribes, incluso con una conexión lenta. La dirección de la página guarda el valor y las unidades elegidas, de modo que puedes compartir una conversión concreta con un simple enlace.',
      ],
    },
  ],
};
