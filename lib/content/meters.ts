/**
 * The two humour meters' data (spec 001 §3, §9; D20: levels written fresh). `MeterData` is plain JSON so a server
 * page can hand it to its client meter; the long texts (`MeterPageContent`) stay on the server.
 */
import type { TextSection } from './types';

/** A step of a meter's scale (spec 001 §3: coffee level = cups, description; slipper level = speed, description). */
export interface MeterLevel {
  /** Cups for the coffee meter, km/h for the slipper. */
  at: number;
  title: string;
  description: string;
}

/** The emoji shown from `at` up to the next threshold. */
export interface EmojiThreshold {
  at: number;
  emoji: string;
}

export interface MeterData {
  /** The slider's visible label. */
  label: string;
  min: number;
  max: number;
  step: number;
  initial: number;
  /** Ascending by `at`; the first one at `min`. */
  levels: readonly MeterLevel[];
  /** Ascending by `at`; the first one at `min`. */
  emojis: readonly EmojiThreshold[];
  levelsHeading: string;
}

export interface MeterPageContent {
  heading: string;
  intro: string;
  /** The humour notice, shown as 'Calculadora de humor: {notice}'. */
  notice: string;
  /** At least 150 words in all. */
  sections: readonly TextSection[];
}

export const coffeeMeter: MeterData = {
  label: '¿Cuántas tazas de café has tomado hoy?',
  min: 0,
  max: 8,
  step: 1,
  initial: 2,
  levelsHeading: 'Escala cafetera',
  levels: [
    {
      at: 0,
      title: 'Modo ahorro de energía',
      description: 'Cero tazas. Tus párpados negocian con la gravedad y, de momento, va ganando ella.',
    },
    {
      at: 1,
      title: 'Arranque en frío',
      description: 'Ya distingues el lunes del martes y contestas los buenos días con palabras completas.',
    },
    {
      at: 2,
      title: 'Persona funcional',
      description: 'Respondes correos, recuerdas contraseñas y hasta sonríes en las reuniones. Todo un logro.',
    },
    {
      at: 3,
      title: 'Productividad de anuncio',
      description: 'Ordenas el escritorio, la bandeja de entrada y, ya puestos, el cajón de los cables.',
    },
    {
      at: 4,
      title: 'Velocidad de crucero',
      description: 'Hablas un poco más rápido de lo normal y tus ideas llegan antes que tus frases.',
    },
    {
      at: 5,
      title: 'Pie inquieto',
      description: 'Tu pie marca el ritmo de una canción que nadie más escucha. La taza, mejor de agua.',
    },
    {
      at: 6,
      title: 'Colibrí con agenda',
      description: 'Parpadeas en cámara rápida y ya organizaste las próximas tres vacaciones familiares.',
    },
    {
      at: 7,
      title: 'Modo turbo',
      description: 'Tu sombra pide descansos para seguirte el paso y la cafetera te saluda por tu nombre.',
    },
    {
      at: 8,
      title: 'Cafetera humana',
      description: 'Ya no tomas café: el café te toma a ti. Hoy el mejor barista es un vaso de agua.',
    },
  ],
  emojis: [
    { at: 0, emoji: '😴' },
    { at: 1, emoji: '🥱' },
    { at: 2, emoji: '🙂' },
    { at: 3, emoji: '😄' },
    { at: 4, emoji: '🤓' },
    { at: 5, emoji: '😬' },
    { at: 6, emoji: '🤪' },
    { at: 7, emoji: '⚡' },
    { at: 8, emoji: '🚀' },
  ],
};

export const coffeePage: MeterPageContent = {
  heading: 'Medidor de cafés tomados',
  intro:
    'Confiesa cuántas tazas de café llevas hoy y descubre tu nivel de energía cafetera, con la cafeína aproximada y un par de cifras de broma para acompañar.',
  notice:
    'las descripciones, el aumento del ritmo cardiaco y la siesta son un juego y no miden nada de tu cuerpo; la cafeína es una estimación de 95 mg por taza. Autoridades sanitarias como la EFSA consideran seguros hasta unos 400 mg de cafeína al día para adultos sanos. Esto no es un consejo médico.',
  sections: [
    {
      title: 'Cómo funciona el medidor',
      paragraphs: [
        'Cada taza suma tres cosas. La primera es real: unos 95 miligramos de cafeína, la cifra habitual para una taza de café de filtro de unos 240 mililitros. Las otras dos son de broma y siguen una regla inventada para esta página: tres latidos por minuto más y quince minutos de siesta pendiente por cada taza. Con dos tazas salen 190 mg, +6 lpm y media hora de siesta; con ocho, 760 mg, +24 lpm y dos horas enteras de sofá.',
        'La descripción corresponde al nivel más alto que has alcanzado. La escala tiene nueve escalones, de cero a ocho tazas, y cada escalón superado se ilumina en la lista.',
      ],
    },
    {
      title: '¿Cuánta cafeína hay en una taza?',
      paragraphs: [
        'Depende muchísimo. El tipo de grano, el tueste, la molienda, el método y, sobre todo, el tamaño de la taza cambian la cuenta. Un expreso lleva mucho menos líquido que una taza de filtro y, aun así, bastante cafeína por sorbo; el descafeinado conserva solo una pequeña parte. También hay cafeína en el té, el mate, los refrescos de cola, las bebidas energéticas y el chocolate, así que el café no siempre juega solo. Por eso los 95 mg por taza son una referencia cómoda, no la medida exacta de tu taza.',
      ],
    },
    {
      title: 'Lo que dicen las autoridades sanitarias',
      paragraphs: [
        'La Autoridad Europea de Seguridad Alimentaria (EFSA) considera que hasta unos 400 mg de cafeína al día no plantean problemas de seguridad para adultos sanos. Durante el embarazo y la lactancia la cifra de referencia es más baja, y cada persona tolera la cafeína de forma distinta. Con la regla de 95 mg por taza, cuatro tazas son 380 mg y cinco ya son 475 mg: los 400 mg se superan a partir de la quinta. Si tienes dudas sobre el café y tu salud, lo sensato es preguntar a un profesional sanitario, no a un deslizador.',
      ],
    },
    {
      title: 'Un café, muchos nombres',
      paragraphs: [
        'En Colombia, pedir un tinto es pedir un café negro. En España, un cortado es un expreso con un chorrito de leche. En México, el café de olla se prepara con canela y piloncillo. En Cuba, el cafecito se sirve fuerte, dulce y con su espumita. Y en Argentina, una lágrima es leche con apenas unas gotas de café. Cuéntalas todas: para el medidor, una taza es una taza.',
      ],
    },
  ],
};

export const slipperMeter: MeterData = {
  label: 'Velocidad de la chancla (km/h)',
  min: 0,
  max: 60,
  step: 1,
  initial: 20,
  levelsHeading: 'Escala de la chancla',
  levels: [
    {
      at: 0,
      title: 'Chancla en reposo',
      description: 'La chancla descansa tranquilamente en el pie de mamá. Por ahora, reina la paz en el hogar.',
    },
    {
      at: 10,
      title: 'Aviso amistoso',
      description: 'Mamá se quita la chancla y te mira fijamente. Todavía estás a tiempo de recoger tu cuarto.',
    },
    {
      at: 20,
      title: 'La cuenta hasta tres',
      description: '«¡Cuento hasta tres!». La chancla despega en el dos y medio, como manda la tradición.',
    },
    {
      at: 30,
      title: 'Trayectoria calculada',
      description: 'Mamá calcula el ángulo, el viento y tu ruta de escape mejor que cualquier GPS.',
    },
    {
      at: 40,
      title: 'Chancla teledirigida',
      description: 'Dobla esquinas, esquiva muebles y te encuentra aunque te escondas detrás del sofá.',
    },
    {
      at: 50,
      title: 'Silbido de advertencia',
      description: 'Se oye el zumbido antes de verla. Los hermanos se acusan entre sí en tiempo récord.',
    },
    {
      at: 60,
      title: 'Leyenda familiar',
      description: 'Rompe la barrera del «ahorita voy». Se contará en todas las sobremesas durante años.',
    },
  ],
  emojis: [
    { at: 0, emoji: '🩴' },
    { at: 20, emoji: '👀' },
    { at: 30, emoji: '🎯' },
    { at: 40, emoji: '💨' },
    { at: 50, emoji: '🚀' },
    { at: 60, emoji: '☄️' },
  ],
};

export const slipperPage: MeterPageContent = {
  heading: 'Velocidad de la chancla',
  intro:
    'Toda familia latinoamericana conoce la chancla voladora de mamá, aunque casi siempre se quede en amenaza. Elige a qué velocidad vuela y mira cuánto le falta para convertirse en leyenda familiar.',
  notice:
    'la chancla voladora es un chiste clásico y cariñoso, y aquí nadie recibe un chanclazo. Las velocidades y las descripciones son inventadas para divertir; no son mediciones.',
  sections: [
    {
      title: 'La chancla, patrimonio del humor familiar',
      paragraphs: [
        'Chancla, chancleta, chinela u ojota, según el país: da igual cómo se llame, protagoniza miles de memes, chistes y anécdotas de sobremesa. La escena es conocida. Alguien deja los juguetes en medio del pasillo, mamá se quita la chancla con una calma que impone y pronuncia la frase mágica: «¿Quieres que vaya para allá?». Casi nunca hace falta más. La gracia está en la puntería legendaria que todos le atribuimos y en la rapidez con la que, de pronto, el cuarto queda recogido.',
      ],
    },
    {
      title: 'Cómo funciona este medidor',
      paragraphs: [
        'Mueve el deslizador entre 0 y 60 km/h. La descripción corresponde al nivel más alto alcanzado en la escala, que sube de 10 en 10 km/h, y los niveles superados se iluminan en la lista. También verás la velocidad en metros por segundo, calculada con el mismo motor que el convertidor de velocidad (1 m/s = 3.6 km/h), y cuánto tardaría la chancla en cruzar un pasillo de 5 metros. A 20 km/h, por ejemplo, vuela a 5.6 m/s y cruza el pasillo en 0.9 segundos: tiempo justo para pedir perdón.',
        'Una chancla es ligera y plana, así que el aire la frena y la hace girar. Por eso la escala se queda en 60 km/h, un número redondo para el chiste y no el resultado de un experimento.',
      ],
    },
    {
      title: 'Mejor la risa que el chanclazo',
      paragraphs: [
        'La Organización Mundial de la Salud recuerda que el castigo físico no mejora la conducta y perjudica a niñas y niños. Por eso la chancla de esta página vuela solo en la imaginación. Si quieres reírte en familia, comparte en la próxima comida las mejores historias familiares de chanclas que nunca llegaron a despegar.',
      ],
    },
  ],
};
