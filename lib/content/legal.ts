import { DECIMAL_STORAGE_KEY, DETECTED_DECIMAL_STORAGE_KEY } from '@/lib/preferences/decimal';
import { FAVOURITES_KEY } from '@/lib/preferences/favourites';
import { RECENTS_KEY, RECENTS_LIMIT } from '@/lib/preferences/recents';
import { RESULT_SETTINGS_KEY } from '@/lib/preferences/result-settings-key';
import { formatGiven } from '@/lib/units/format';
import type { TextSection } from './types';

/** D21: what is true of this site. Update LEGAL_UPDATED whenever a statement below changes. */
export const LEGAL_UPDATED = { iso: '2026-11-26', text: '26 de noviembre de 2026' };

export const termsContent: { heading: string; intro: string; sections: readonly TextSection[] } = {
  heading: 'Términos de uso',
  intro:
    'Conviértelo es un sitio gratuito de convertidores de unidades y calculadoras. Usarlo no requiere registro ni pago; estas condiciones explican qué puedes esperar de él.',
  sections: [
    {
      title: 'Uso del sitio',
      paragraphs: [
        'Puedes usar todas las herramientas libremente, para fines personales, educativos o profesionales, sin crear ninguna cuenta. No hay funciones de pago ni contenido reservado.',
        'Los cálculos se hacen en tu navegador. No envías al sitio los valores que escribes, y el sitio no los guarda en ningún servidor: solo tu propio navegador recuerda tus conversiones recientes, tus convertidores favoritos y tus preferencias de números, como explica la política de privacidad.',
      ],
    },
    {
      title: 'Exactitud de los resultados',
      paragraphs: [
        'Los convertidores usan las definiciones oficiales de las unidades y redondean solo al mostrar el resultado, con los decimales que indica cada página. Aun así, se ofrecen tal cual, sin garantía: comprueba los resultados antes de usarlos en decisiones médicas, legales, financieras, de ingeniería o de seguridad.',
        'La calculadora de deuda da una estimación sin comisiones, seguros ni impuestos; el costo real de un crédito lo fija la entidad que lo concede. Las tablas de tallas de anillos y calzado son orientativas, porque cada fabricante tiene las suyas. Los medidores de café y de chanclas son de humor.',
      ],
    },
    {
      title: 'Enlaces a otros sitios',
      paragraphs: [
        'El panel «Compartir» abre Facebook, X, WhatsApp o LinkedIn en una pestaña nueva solo cuando pulsas su enlace. Esos servicios tienen sus propias condiciones y políticas de privacidad.',
      ],
    },
    {
      title: 'Contenido',
      paragraphs: [
        'Los textos explicativos se han escrito para este sitio. Puedes enlazar cualquier página libremente; las direcciones guardan el valor y las unidades elegidas para que compartas una conversión concreta.',
        'Estas condiciones pueden cambiar cuando cambie el sitio; la fecha de la última actualización figura al final de esta página.',
      ],
    },
  ],
};

export const privacyContent: { heading: string; intro: string; sections: readonly TextSection[] } = {
  heading: 'Política de privacidad',
  intro:
    'En pocas palabras: Conviértelo no tiene cuentas, no guarda lo que escribes en ningún servidor, no usa rastreadores de terceros y no instala cookies. Lo poco que recuerda (tus conversiones recientes, tus favoritos y tus preferencias de números) se queda en tu navegador.',
  sections: [
    {
      title: 'Qué datos tratamos',
      paragraphs: [
        'Ninguno que te identifique. Los valores que escribes en los convertidores y calculadoras se procesan en tu propio navegador y no se envían al sitio. No hay formularios de registro ni de contacto.',
        'La dirección de la página puede incluir el valor y las unidades de tu última conversión (por ejemplo, ?valor=2.5&de=metros&a=pies) para que puedas guardarla o compartirla. Esa dirección solo sale de tu dispositivo si tú la compartes.',
      ],
    },
    {
      title: 'Cookies y almacenamiento',
      paragraphs: [
        'El sitio no instala cookies, ni propias ni de terceros, y no usa herramientas de analítica ni publicidad. Para que las páginas carguen rápido y funcionen sin conexión, el sitio pide a tu navegador que guarde en su caché una copia de sus páginas, las mismas para todo el mundo: esa copia se queda en tu dispositivo, no contiene nada de lo que escribes y puedes borrarla desde los ajustes del navegador.',
      ],
    },
    {
      // D31: every key the site writes, and what it holds. The keys' names come from the modules that write them.
      title: 'Lo que recuerda tu navegador',
      paragraphs: [
        'Para que encuentres otra vez lo que convertiste y leas los números a tu manera, el sitio guarda unos pocos datos en el almacenamiento local de tu navegador (localStorage), en tu dispositivo y solo para este sitio:',
        `«${RECENTS_KEY}»: tus conversiones recientes, hasta ${formatGiven(RECENTS_LIMIT)}, cada una con el valor, sus unidades, el resultado que viste y la página donde la hiciste (con el ingrediente, en la de cocina). Se añade una cuando dejas un resultado en pantalla un momento o lo copias, en un convertidor o en la conversión rápida.`,
        `«${FAVOURITES_KEY}»: los convertidores que marcas con la estrella «Añadir a favoritos», con su dirección y su nombre.`,
        `«${DECIMAL_STORAGE_KEY}»: el separador decimal que eliges en el pie de página, coma o punto. Mientras no elijas, el sitio usa el separador con el que tu navegador escribe los números en tu idioma.`,
        `«${DETECTED_DECIMAL_STORAGE_KEY}»: el separador que usa tu navegador para los números en tus idiomas, junto con la lista de idiomas, para no tener que preguntarlo en cada página. Si cambias los idiomas del navegador, se vuelve a preguntar.`,
        `«${RESULT_SETTINGS_KEY}»: la precisión de los resultados y la fracción de pulgada más fina que eliges bajo el resultado de un convertidor.`,
        'Nada de esto sale nunca de tu navegador: no se envía al sitio ni a nadie, y otra persona solo lo ve si usa tu mismo navegador. Las conversiones recientes y los favoritos aparecen en la portada y en el panel «Buscar».',
        '¿Quieres borrarlo? Cada conversión y cada favorito tiene su botón «Quitar», y «Borrar todo» vacía la lista entera. Para borrarlo todo de una vez, incluidas tus preferencias, elimina los datos de este sitio desde los ajustes de privacidad de tu navegador. Si tu navegador no permite guardar datos, todo funciona igual, aunque no recordará nada al cerrar la página.',
      ],
    },
    {
      title: 'Servicios de terceros',
      paragraphs: [
        'Las páginas no cargan scripts, fuentes ni imágenes de otros dominios. Solo si pulsas un botón del panel «Compartir», tu navegador abre el servicio elegido (Facebook, X, WhatsApp o LinkedIn) con la dirección de la página, y a partir de ahí se aplica la política de ese servicio. «Copiar enlace» escribe la dirección en tu portapapeles y nada más.',
      ],
    },
    {
      title: 'Registros del servidor',
      paragraphs: [
        'Como cualquier servidor web, el que entrega estas páginas puede anotar datos técnicos de cada petición (dirección IP, fecha, página pedida y navegador) para su funcionamiento y seguridad. No se usan para elaborar perfiles de quienes visitan el sitio ni se combinan con otros datos.',
      ],
    },
  ],
};
