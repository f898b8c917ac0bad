import type { TextSection } from '@/lib/content/types';
import type { RoutePath } from '@/lib/routes';
import type { SiteGroup } from '@/lib/site-config';

export const homeContent: {
  headline: string;
  lead: string;
  /** 'Herramientas divertidas': the three humour tools, in this order. */
  fun: readonly RoutePath[];
  /** 'Explora por categoría': six groups of the site map's ten. */
  categories: readonly { title: string; groups: readonly SiteGroup[] }[];
  sections: readonly TextSection[];
} = {
  headline: 'Convierte cualquier unidad al instante',
  lead: 'Longitud, peso, temperatura, volumen, datos y mucho más, con las definiciones exactas y sin registrarte. Todo se calcula en tu navegador.',
  fun: ['/cafes-tomados', '/velocidad-chanclas', '/longitud-tacos'],
  categories: [
    { title: 'Medidas básicas', groups: ['Medidas básicas'] },
    { title: 'Temperatura y energía', groups: ['Temperatura y energía'] },
    { title: 'Tiempo y velocidad', groups: ['Tiempo y velocidad'] },
    { title: 'Presión, fuerza y fluidos', groups: ['Presión y fuerza', 'Fluidos y caudal'] },
    { title: 'Tecnología y radiación', groups: ['Tecnología', 'Radiación'] },
    { title: 'Medidas especiales y curiosas', groups: ['Medidas especiales', 'Herramientas divertidas'] },
  ],
  sections: [
    {
      title: 'Conversiones exactas, sin trucos',
      paragraphs: [
        'Cada convertidor parte de las definiciones oficiales de las unidades: una pulgada son exactamente 2.54 centímetros, una libra son 0.45359237 kilogramos y una caloría son 4.184 julios. El resultado solo se redondea al mostrarlo, así que no se acumulan errores aunque encadenes conversiones.',
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
