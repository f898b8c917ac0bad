import type { TextSection } from './types';

/** The texts of the two case-converter routes (one screen, two directions; spec 001 'Case converter'). */
export interface TextCaseContent {
  /** The page's h1. */
  heading: string;
  intro: string;
  /** At least 150 words in all. */
  sections: readonly TextSection[];
}

export const mayusculasAMinusculasContent: TextCaseContent = {
  heading: 'Convertir de mayúsculas a minúsculas',
  intro:
    'Pega un texto escrito en mayúsculas y pulsa «Convertir a minúsculas» para pasarlo a minúsculas sin perder las tildes, la ñ ni la diéresis. El otro botón hace el camino inverso.',
  sections: [
    {
      title: '¿Cuándo conviene pasar un texto a minúsculas?',
      paragraphs: [
        'Es muy habitual recibir textos escritos enteramente en mayúsculas: formularios rellenados con el bloqueo de mayúsculas activado, listados exportados de programas antiguos, titulares copiados de un cartel o mensajes que alguien escribió así por costumbre. Leer párrafos largos en mayúsculas cansa, porque todas las letras tienen la misma altura y la vista pierde la silueta de las palabras; además, en los mensajes y las redes sociales se interpreta como si se estuviera gritando. Pasar el texto a minúsculas lo vuelve más legible y más amable.',
        'La conversión se hace en tu navegador: el texto no se envía a ningún servidor y se convierte al instante, aunque tenga decenas de miles de caracteres.',
      ],
    },
    {
      title: 'Las tildes se conservan, pero no se inventan',
      paragraphs: [
        'El convertidor respeta todas las letras del español: Á pasa a á, Ñ a ñ y Ü a ü, de modo que PINGÜINO queda como pingüino y CAMIÓN como camión. Lo que ninguna herramienta automática puede hacer es adivinar una tilde que falta: si el original decía ARBOL o CAMION, el resultado será arbol y camion, y habrá que corregirlo a mano. La Real Academia Española recuerda que las mayúsculas llevan tilde siempre que les corresponda según las reglas de acentuación; escribir ARBOL en lugar de ÁRBOL es una falta, no una licencia.',
      ],
    },
    {
      title: 'Después de convertir: las mayúsculas que sí hacen falta',
      paragraphs: [
        'El resultado queda entero en minúsculas, así que conviene repasarlo. En español se escribe con mayúscula inicial la primera palabra de un texto y la que sigue a un punto, además de los nombres propios de personas, lugares e instituciones. En cambio, los días de la semana, los meses, los idiomas y los gentilicios van con minúscula: lunes, marzo, inglés, mexicanos.',
        'Atención también a las siglas y a los números romanos: ONU y OTAN quedarán como onu y otan, y «siglo XXI» como «siglo xxi»; vuelve a escribirlos en mayúsculas. Y en las palabras que empiezan por un dígrafo solo la primera letra es mayúscula: Chile, Llorente, Quevedo; no CHile ni LLorente.',
      ],
    },
    {
      title: 'En los títulos, mayúscula solo en la primera palabra',
      paragraphs: [
        'A diferencia del inglés, el español no pone mayúscula en cada palabra de un título. Se escribe Cien años de soledad y no Cien Años De Soledad, y lo mismo vale para canciones, películas, libros, artículos y capítulos; la excepción son los nombres de periódicos y revistas, como El País. Por eso este convertidor no tiene un modo de «mayúsculas en cada palabra»: al pasar un titular a minúsculas, basta con devolver la mayúscula a la primera palabra y a los nombres propios.',
      ],
    },
  ],
};

export const minusculasAMayusculasContent: TextCaseContent = {
  heading: 'Convertir de minúsculas a mayúsculas',
  intro:
    'Escribe o pega tu texto y pulsa «Convertir a mayúsculas»: obtendrás el mismo texto en mayúsculas, con las tildes, las eñes y las diéresis en su sitio, listo para copiar. El otro botón hace el paso contrario.',
  sections: [
    {
      title: 'Las mayúsculas también llevan tilde',
      paragraphs: [
        'Durante años se extendió la idea de que las mayúsculas no se acentúan. Venía de las limitaciones de las imprentas y de las máquinas de escribir, que tenían dificultades para colocar la tilde sobre una letra alta, pero nunca fue una norma. La Real Academia Española es clara: las mayúsculas llevan tilde cuando les corresponde según las reglas generales de acentuación. Se escribe ÁRBOL, CAMIÓN, ÉXITO y PERÚ, no ARBOL, CAMION, EXITO ni PERU.',
        'Este convertidor aplica esas reglas de forma automática: á pasa a Á, é a É, ñ a Ñ y ü a Ü, de modo que cigüeña queda como CIGÜEÑA y año como AÑO. Los signos de apertura ¿ y ¡, los números, los emojis y los demás símbolos se mantienen tal cual.',
      ],
    },
    {
      title: '¿Cuándo escribir todo en mayúsculas?',
      paragraphs: [
        'Escribir solo con mayúsculas es útil en textos breves que deben destacar: carteles, rótulos, portadas, encabezados de tablas o la palabra AVISO al comienzo de una nota. También se escriben en mayúsculas las siglas (ONU, OMS, ADN) y los números romanos (siglo XXI, Felipe VI). Las siglas escritas enteramente en mayúsculas no llevan tilde, aunque su pronunciación parezca pedirla: CIA, no CÍA.',
        'En párrafos largos, en cambio, conviene evitarlo. Un texto entero en mayúsculas se lee más despacio, ocupa más espacio y, en mensajes, correos y redes sociales, se percibe como un grito. Para resaltar una idea suele bastar con la negrita o con una frase corta.',
      ],
    },
    {
      title: 'Letras de otros idiomas',
      paragraphs: [
        'La conversión sigue las reglas de Unicode, el estándar de caracteres que usan todos los dispositivos, con el español como idioma de referencia. Algunas letras extranjeras se comportan de forma curiosa: la ß alemana se convierte en SS, su forma tradicional en mayúsculas, y la ı turca sin punto pasa a I. El texto se convierte completo, sin perder ni sustituir ningún carácter, y todo ocurre en tu navegador, sin enviar nada a ningún servidor.',
      ],
    },
  ],
};
