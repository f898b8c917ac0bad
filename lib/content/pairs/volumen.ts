import type { FamilyPairs } from './types';

// D26: the volume conversions people ask for. Where a word names two units (gallon, fluid ounce, cup, pint, quart),
// the page says which one it uses and links the other.
export const volumenPairs: FamilyPairs = {
  family: 'volumen',
  pairs: [
    // Litres and US gallons: the family's default pair and its reverse. Fuel is sold by the US gallon in Ecuador,
    // Colombia, Peru and much of Central America; paint, bleach and drums everywhere in the Americas.
    {
      from: 'litros',
      to: 'galones_us',
      rows: [
        1,
        4,
        10,
        { value: 19, label: 'cubeta de pintura' },
        { value: 20, label: 'garrafón de agua' },
        40,
        { value: 50, label: 'tanque de un coche mediano' },
        100,
        { value: 208, label: 'tambor metálico' },
      ],
      tableTitle: 'Litros de tanques, cubetas y garrafones',
      definition:
        'Un litro son 1 ÷ 3.785411784 galones estadounidenses, unos 0.2642, porque el galón de EE. UU. se define como 231 pulgadas cúbicas.',
      text: 'En Ecuador, Colombia, Perú y buena parte de Centroamérica la gasolina se vende por galones estadounidenses, mientras que México, España o Chile usan litros; al cruzar una frontera o al comparar precios entre países hay que pasar de una unidad a otra. Un tanque de 50 L admite unos 13.2 galones. Para el precio, la cuenta va al revés: un precio por litro se multiplica por 3.785 para obtener el precio por galón. Las cubetas de pintura de 19 L que se venden en México son, en realidad, de 5 galones.',
      ambiguity: {
        text: 'Esta página usa el galón de Estados Unidos, el de la gasolina en América. El galón imperial británico, un 20 % mayor, está en',
        href: '/convertir-volumen?de=litros&a=galones_uk',
        label: 'litros a galones imperiales',
      },
    },
    {
      from: 'galones_us',
      to: 'litros',
      rows: [
        0.5,
        1,
        2,
        { value: 5, label: 'cubeta de pintura' },
        10,
        { value: 12, label: 'tanque de un coche compacto' },
        15,
        { value: 55, label: 'tambor metálico' },
      ],
      tableTitle: 'Galones de combustible, pintura y tambores',
      definition: 'El galón estadounidense son exactamente 3.785411784 L: 231 pulgadas cúbicas de 2.54 cm de lado.',
      text: 'Quien llena el tanque en Guayaquil, Bogotá o San Salvador paga por galón, pero la ficha técnica del coche, pensada para medio mundo, da la capacidad en litros: un tanque de 12 galones son 45.4 L. El galón manda también en la ferretería: la pintura, el cloro o el anticongelante vienen en galones o en cubetas de 5 galones, casi 19 L. Los tambores metálicos de 55 galones, 208 L, son el bidón estándar de la industria. Para un cálculo rápido multiplica por 3.8; el error es menor del 0.4 %.',
      ambiguity: {
        text: 'Esta página usa el galón de Estados Unidos (3.785 L). Si la cifra viene del Reino Unido, por ejemplo en un consumo en millas por galón, usa',
        href: '/convertir-volumen/galones-imperiales-a-litros',
        label: 'galones imperiales a litros',
      },
    },
    // The imperial gallon: British fuel economy and old manuals, the other half of the gallon ambiguity.
    {
      from: 'galones_uk',
      to: 'litros',
      rows: [1, 2, 5, 10, 12, 15, 20],
      tableTitle: 'Galones imperiales',
      definition: 'La ley británica de pesas y medidas de 1985 fija el galón imperial en 4.54609 L exactos.',
      text: 'El galón imperial nació en 1824 como el volumen de 10 libras de agua destilada y hoy sobrevive sobre todo en el Reino Unido. Aparece en los consumos de los coches británicos, en millas por galón imperial, en manuales antiguos y en recetas de cerveza casera. Un coche que hace 50 mpg según una revista británica gasta más de lo que parece si se compara con uno de 50 mpg en una estadounidense, porque el galón imperial es un 20 % mayor. No lo uses para la gasolina de América.',
      ambiguity: {
        text: 'Esta página usa el galón imperial del Reino Unido. El galón de Estados Unidos, el de la gasolina en Ecuador, Colombia o Centroamérica, está en',
        href: '/convertir-volumen/galones-a-litros',
        label: 'galones a litros',
      },
    },
    {
      from: 'galones_uk',
      to: 'galones_us',
      rows: [1, 2, 5, 10, 12, 20, 50],
      tableTitle: 'Galones imperiales en galones de Estados Unidos',
      definition: 'Un galón imperial son 4.54609 ÷ 3.785411784 galones estadounidenses, unos 1.20095.',
      text: 'Esta conversión resuelve la duda de las revistas de coches: 40 millas por galón imperial son unas 33.3 millas por galón estadounidense, porque cada galón imperial contiene 1.2 galones de Estados Unidos. La diferencia viene de dos definiciones distintas: Estados Unidos conservó el galón de vino de la reina Ana, de 231 pulgadas cúbicas (1707), y el Reino Unido unificó sus galones en 1824 en uno nuevo y mayor. Para pasar de uno a otro multiplica por 1.2 y te equivocarás en menos de una milésima.',
    },
    // Millilitres and litres: every drink and medicine label, both directions.
    {
      from: 'mililitros',
      to: 'litros',
      rows: [
        5,
        200,
        { value: 330, label: 'lata (España)' },
        { value: 355, label: 'lata (América)' },
        500,
        { value: 600, label: 'refresco individual (México)' },
        { value: 750, label: 'botella de vino' },
        1500,
        2000,
      ],
      tableTitle: 'Envases en mililitros',
      definition:
        'Un mililitro es la milésima parte del litro, y el litro es exactamente un decímetro cúbico desde 1964.',
      text: 'Las bebidas, los medicamentos y los cosméticos indican su contenido en mililitros, y muchas veces conviene pensarlo en litros: seis botellas de 500 mL son 3 L, y una caja de 24 latas de 355 mL suma 8.52 L. En México el refresco individual es de 600 mL y el familiar de 2 o 3 L; en España la lata es de 330 mL. Para pasar a litros divide entre mil o, lo que es lo mismo, corre la coma tres lugares a la izquierda.',
    },
    {
      from: 'litros',
      to: 'mililitros',
      rows: [0.1, 0.2, 0.25, 0.33, 0.5, 0.75, 1.5, 2.5],
      tableTitle: 'Fracciones de litro',
      definition: 'Un litro contiene 1000 mililitros exactos: el prefijo mili indica la milésima parte de la unidad.',
      text: 'Las recetas y las instrucciones de los productos de limpieza mezclan las dos unidades: «disuelve 0.25 L en agua», «añade 150 mL». Pasar a mililitros te deja medir con una jarra graduada o con una jeringa dosificadora. Medio litro son 500 mL; un cuarto, 250 mL, y el vaso de agua que muchos médicos usan como referencia, unos 200 o 250 mL. Una botella de vino de tres cuartos de litro contiene 750 mL, y una de litro y medio, 1500.',
    },
    // Litres and cubic metres: water bills, tanks and cisterns, concrete.
    {
      from: 'litros',
      to: 'metros_cubicos',
      rows: [
        200,
        450,
        { value: 1100, label: 'tinaco' },
        2500,
        { value: 4000, label: 'piscina inflable' },
        { value: 5000, label: 'cisterna' },
        10000,
      ],
      tableTitle: 'Depósitos, tinacos y cisternas',
      definition:
        'Un metro cúbico son 1000 litros, porque un metro tiene 10 decímetros y 10³ = 1000 decímetros cúbicos.',
      text: 'Sirve para saber cuánto del recibo del agua cabe en un depósito. Un tinaco de 1100 L, el más común en las azoteas de México, guarda 1.1 m³, y una cisterna de 5000 L, 5 m³. Como el agua se factura por metros cúbicos, llenar una piscina inflable de 4000 L suma 4 m³ al consumo del periodo. El error frecuente es dividir entre 100: un metro cúbico es un cubo de un metro de lado, y dentro caben mil cubos de un decímetro, no cien.',
    },
    {
      from: 'metros_cubicos',
      to: 'litros',
      rows: [
        0.5,
        1,
        2.5,
        { value: 7, label: 'camión mezclador de concreto' },
        10,
        { value: 12, label: 'consumo de agua de un hogar al mes' },
        30,
        50,
      ],
      tableTitle: 'Consumos del recibo del agua y volúmenes de obra',
      definition:
        'Como el litro es un decímetro cúbico y un metro cúbico contiene 1000 decímetros cúbicos, se multiplica por 1000.',
      text: 'El recibo del agua mide el consumo en metros cúbicos, y pasarlo a litros lo hace tangible: 12 m³ al mes son 12 000 litros, unos 400 al día para toda la casa. En la obra, el hormigón o concreto se pide por metros cúbicos, y un camión mezclador típico lleva de 6 a 8 m³. También se usa para la capacidad de contenedores, piscinas y depósitos de gasóleo, y en el campo se habla de metros cúbicos por hectárea al calcular el riego.',
    },
    // US fluid ounces: baby bottles, cans and bottles, and the 100 mL rule for hand luggage.
    {
      from: 'onzas_liquidas',
      to: 'mililitros',
      rows: [
        1,
        2,
        { value: 4, label: 'biberón pequeño' },
        6,
        { value: 8, label: 'biberón grande' },
        { value: 12, label: 'lata de refresco' },
        16,
        { value: 16.9, label: 'botella de agua' },
        20,
        32,
      ],
      tableTitle: 'Biberones, latas y botellas',
      definition: 'La onza líquida de Estados Unidos es 1/128 de galón, 29.5735295625 mL exactos.',
      text: 'Biberones, latas, vasos de cafetería y botellas importadas marcan su capacidad en onzas líquidas, mientras que el pediatra da las tomas en mililitros, o al revés. Los fabricantes de biberones redondean a 30 mL por onza, así que la marca de 4 oz está en 120 mL y la de 8 oz en 240 mL; la cuenta exacta daría 118 y 237. Para una toma no importa, pero sí al multiplicar: una lata de 12 oz son 355 mL, y una botella de 16.9 oz, medio litro.',
      ambiguity: {
        text: 'Esta página usa la onza líquida de Estados Unidos, la de casi todos los envases de América. La británica, de 28.41 mL, está en',
        href: '/convertir-volumen?de=onzas_liquidas_uk&a=mililitros',
        label: 'onzas líquidas imperiales a mililitros',
      },
    },
    {
      from: 'mililitros',
      to: 'onzas_liquidas',
      rows: [30, 60, { value: 100, label: 'límite de líquidos en cabina' }, 120, 180, 240, 355, 500, 1000],
      tableTitle: 'Mililitros en onzas líquidas',
      definition: 'Un mililitro son 1 ÷ 29.5735295625 onzas líquidas de EE. UU., unas 0.0338.',
      text: 'En los aeropuertos de Estados Unidos el límite de líquidos en el equipaje de mano es de 3.4 onzas por envase, que son los 100 mL de la norma europea. Esta dirección de la cuenta la necesita también quien prepara biberones con instrucciones en inglés o quiere vender una bebida en Estados Unidos, donde la etiqueta debe indicar las onzas. Un truco: 30 mL son casi exactamente una onza, así que dividir los mililitros entre 30 da una cifra que se queda un poco corta.',
      ambiguity: {
        text: 'Esta página usa la onza líquida de Estados Unidos. Para la del Reino Unido, algo menor:',
        href: '/convertir-volumen?de=mililitros&a=onzas_liquidas_uk',
        label: 'mililitros a onzas líquidas imperiales',
      },
    },
    // Recipes from US sites: cups and spoons to millilitres, with the metric cup and spoons beside them.
    {
      from: 'tazas_us',
      to: 'mililitros',
      rows: [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4],
      tableTitle: 'Tazas de recetas estadounidenses',
      definition:
        'La taza de las recetas de Estados Unidos son 8 onzas líquidas, 236.5882365 mL según el Handbook 44 del NIST.',
      text: 'Las recetas de blogs y libros estadounidenses miden harina, azúcar o leche en tazas, y una jarra graduada las traduce a mililitros: media taza son 118 mL y tres cuartos, 177 mL. Ten en cuenta que la taza mide volumen. Una taza de harina pesa unos 120 o 125 g, pero una de azúcar, cerca de 200 g, así que no sirve multiplicar por un único número de gramos. Y la taza de café de tu casa no es una taza de medir: puede tener 150 mL o 350.',
      ambiguity: {
        text: 'Esta página usa la taza de cocina de Estados Unidos (236.6 mL). Las etiquetas nutricionales de ese país redondean a 240 mL, y Australia, Canadá y Nueva Zelanda miden con una taza métrica de 250 mL:',
        href: '/convertir-volumen/tazas-metricas-a-mililitros',
        label: 'tazas métricas a mililitros',
      },
    },
    {
      from: 'mililitros',
      to: 'tazas_us',
      rows: [50, 100, 125, 200, 250, 300, 500, 1000],
      tableTitle: 'Mililitros en tazas de Estados Unidos',
      definition:
        'Un mililitro son 1 ÷ 236.5882365 tazas estadounidenses, de modo que 250 mL resultan algo más de una taza.',
      text: 'Cuando adaptas una receta española o mexicana para alguien que cocina con tazas de medir, esta es la cuenta: 250 mL de leche son 1.06 tazas, prácticamente una, y 500 mL, unas 2 tazas y 2 cucharadas. Si el resultado sale con decimales raros, redondéalo a la fracción más cercana del juego de medidas (1/4, 1/3, 1/2 y 1 taza), porque son las únicas que tendrá quien siga la receta. Para la harina y el azúcar es mejor dar los gramos.',
      ambiguity: {
        text: 'Esta página usa la taza de Estados Unidos (236.6 mL). Para la taza métrica de 250 mL:',
        href: '/convertir-volumen?de=mililitros&a=tazas_metricas',
        label: 'mililitros a tazas métricas',
      },
    },
    {
      from: 'tazas_metricas',
      to: 'mililitros',
      rows: [0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4],
      tableTitle: 'Tazas métricas de 250 mL',
      definition:
        'La taza métrica son 250 mL, la medida que fijó la normalización australiana al adoptar el sistema métrico y que siguen Canadá y Nueva Zelanda.',
      text: 'Una taza métrica es justo un cuarto de litro, y por eso es la más cómoda si mides con una jarra graduada: media taza son 125 mL y tres cuartos, 187.5. Frente a la taza de Estados Unidos la diferencia es de unos 13 mL por taza, poca cosa en un guiso pero notable en repostería cuando la receta pide cuatro tazas de líquido: más de 50 mL. Si la receta viene de un sitio australiano, canadiense o neozelandés, usa esta taza; si viene de uno estadounidense, la otra.',
      ambiguity: {
        text: 'Esta página usa la taza métrica de 250 mL. La taza de las recetas de Estados Unidos, de 236.6 mL, está en',
        href: '/convertir-volumen/tazas-estadounidenses-a-mililitros',
        label: 'tazas estadounidenses a mililitros',
      },
    },
    {
      from: 'cucharadas_metricas',
      to: 'mililitros',
      rows: [0.5, 1, 2, 3, 4, 6, 8],
      tableTitle: 'Cucharadas de recetas y jarabes',
      definition:
        'La cucharada métrica son 15 mL, el mismo valor que las etiquetas nutricionales de Estados Unidos dan a la cucharada según el 21 CFR 101.9.',
      text: 'Es la cucharada de las cucharas medidoras y de la mayoría de las recetas modernas: 15 mL rasos. Una cuchara sopera de la cubertería no siempre coincide; según el modelo, en ella caben de 10 a 20 mL, así que para un medicamento usa la jeringa o el vasito dosificador del envase. En la cocina, tres cucharaditas forman una cucharada, y 16 cucharadas suman 240 mL, casi una taza métrica. Una cucharada de aceite pesa unos 14 g.',
    },
    {
      from: 'cucharaditas_metricas',
      to: 'mililitros',
      rows: [0.25, 0.5, 1, 1.5, 2, 3, 4],
      tableTitle: 'Cucharaditas de jarabes y repostería',
      definition: 'La cucharadita métrica son 5 mL, la tercera parte de la cucharada de 15 mL.',
      text: 'La cucharadita de 5 mL es la dosis de referencia de muchos jarabes infantiles, y por eso los prospectos dicen «5 mL» y las cucharas dosificadoras marcan 2.5 y 5 mL. Con las cucharillas de café de casa la dosis puede quedarse en 3 mL o pasar de 6, un error importante con el paracetamol o el ibuprofeno de los niños. En repostería, la levadura química o la sal se miden en cucharaditas: media cucharadita son 2.5 mL y un cuarto, 1.25 mL.',
    },
    {
      from: 'cucharadas_us',
      to: 'mililitros',
      rows: [0.5, 1, 2, 3, 4, { value: 8, label: 'media taza' }, { value: 16, label: 'una taza' }],
      tableTitle: 'Cucharadas de recetas estadounidenses',
      definition:
        'La cucharada de Estados Unidos es media onza líquida, 14.78676478125 mL exactos según el Handbook 44 del NIST.',
      text: 'Las recetas estadounidenses abrevian la cucharada como «tbsp» o con una «T» mayúscula, y la cucharadita como «tsp» o con una «t» minúscula: confundirlas triplica la sal o el polvo de hornear. Dos cucharadas son una onza líquida, 29.6 mL, y 16 forman una taza. El envoltorio de cada barra de mantequilla estadounidense trae marcadas sus 8 cucharadas. Frente a la cucharada métrica de 15 mL la diferencia es de apenas 0.2 mL, irrelevante en la cocina.',
      ambiguity: {
        text: 'Esta página usa la cucharada de cocina de Estados Unidos. La cucharada métrica, de 15 mL justos, está en',
        href: '/convertir-volumen/cucharadas-metricas-a-mililitros',
        label: 'cucharadas métricas a mililitros',
      },
    },
    {
      from: 'cucharaditas_us',
      to: 'mililitros',
      rows: [0.125, 0.25, 0.5, 1, 1.5, 2, { value: 3, label: 'una cucharada' }],
      tableTitle: 'Cucharaditas de recetas estadounidenses',
      definition: 'La cucharadita de Estados Unidos es 1/6 de onza líquida, 4.92892159375 mL exactos según el NIST.',
      text: 'En las recetas en inglés aparecen medidas como 1/8 o 1/4 de cucharadita para la sal, las especias o el bicarbonato, que son apenas 0.6 y 1.2 mL; un juego de cucharas medidoras las trae todas. La cucharadita estadounidense mide unos 4.93 mL, tan cerca de los 5 mL métricos que los medicamentos de Estados Unidos se dosifican directamente en mililitros. Si la receta dice «tsp», es esta; si dice «tbsp», busca la cucharada, que es tres veces mayor.',
      ambiguity: {
        text: 'Esta página usa la cucharadita de Estados Unidos. La métrica, de 5 mL exactos, está en',
        href: '/convertir-volumen/cucharaditas-metricas-a-mililitros',
        label: 'cucharaditas métricas a mililitros',
      },
    },
    // Cubic centimetres: syringes (cc = mL) and engine displacement (cc to litres).
    {
      from: 'centimetros_cubicos',
      to: 'mililitros',
      rows: [0.5, 1, 3, 5, 10, 20, 50],
      tableTitle: 'Jeringas y dosis',
      definition:
        'Un centímetro cúbico y un mililitro son el mismo volumen, porque desde 1964 el litro es exactamente un decímetro cúbico.',
      text: 'En los hospitales y en las recetas médicas de muchos países todavía se habla de «cc»: «inyecta 2 cc», «una jeringa de 5 cc». Son mililitros con otro nombre, y la conversión es uno a uno. Las organizaciones de seguridad del paciente desaconsejan la abreviatura porque, escrita a mano, puede leerse como «00» o como la «u» de las unidades. Las jeringas de insulina, en cambio, se gradúan en unidades: la de 1 mL tiene 100.',
    },
    {
      from: 'centimetros_cubicos',
      to: 'litros',
      rows: [
        { value: 110, label: 'moto urbana' },
        { value: 125, label: 'moto con carné B (España)' },
        250,
        600,
        999,
        1598,
        1998,
        2998,
      ],
      tableTitle: 'Cilindradas de motos y coches',
      definition: 'Mil centímetros cúbicos forman un litro, el decímetro cúbico de la definición de 1964.',
      text: 'La cilindrada de motos y coches se da en centímetros cúbicos, y los fabricantes la redondean a litros en el nombre del modelo: un motor de 1598 cc se anuncia como 1.6, y uno de 1998 cc, como 2.0. En España el permiso B permite, tras tres años de antigüedad, conducir motos de hasta 125 cc, es decir, 0.125 L. Las motos de 110 y 150 cc tan comunes en América Latina quedan en 0.11 y 0.15 L, menos que una lata de refresco.',
    },
    // Cubic feet and inches: fridges in Mexico, classic US engines.
    {
      from: 'pies_cubicos',
      to: 'litros',
      rows: [1, 1.1, 4.5, 9, 11, 14, 18, 25],
      tableTitle: 'Refrigeradores, congeladores y microondas',
      definition: 'Un pie cúbico son 1728 pulgadas cúbicas, 28.316846592 L exactos desde la pulgada de 1959.',
      text: 'En México y en otros países de América los refrigeradores, los congeladores y hasta los hornos de microondas se anuncian en pies cúbicos, mientras que en España y en las fichas europeas la capacidad va en litros. Un refrigerador «de 11 pies» tiene unos 311 L; uno de 9, unos 255 L, suficiente para una pareja. Ten en cuenta que la cifra anunciada puede ser la capacidad bruta: el espacio útil, descontando estantes y cajones, siempre es algo menor.',
    },
    {
      from: 'pulgadas_cubicas',
      to: 'litros',
      rows: [61, 122, 250, 302, 350, 427, 454],
      tableTitle: 'Cilindradas clásicas en pulgadas cúbicas',
      definition: 'La pulgada de 25.4 mm elevada al cubo da 16.387064 mL exactos, es decir, 0.016387064 L.',
      text: 'Los motores estadounidenses clásicos se bautizaron por su cilindrada en pulgadas cúbicas: el Ford 302 son 4.95 L, vendido como «5.0», y el Chevrolet 454, 7.44 L. Los aficionados a los coches antiguos de Cuba, México o Puerto Rico siguen hablando de «el 302» o «el 454». Para la cuenta mental, 61 pulgadas cúbicas son casi un litro. La misma unidad mide el volumen de las cajas de altavoces y la cilindrada de los motores de avioneta.',
    },
    // Pints and quarts: US and UK measures that share a name.
    {
      from: 'pintas_us',
      to: 'mililitros',
      rows: [0.5, 1, { value: 2, label: 'un cuarto de galón' }, 4, { value: 8, label: 'un galón' }],
      tableTitle: 'Pintas de Estados Unidos',
      definition: 'La pinta líquida de Estados Unidos es un octavo de galón, 16 onzas líquidas, 473.176473 mL exactos.',
      text: 'La pinta estadounidense aparece en los envases de helado, en la nata o crema líquida y en los vasos de cerveza de los bares de Estados Unidos, que sirven 16 onzas: 473 mL, menos de medio litro. Las cervecerías artesanales de España y de América Latina que sirven «pintas» pueden usar esta o la británica, así que, si te importa la cantidad, pregunta. También la usan los bancos de sangre estadounidenses: una donación estándar es de una pinta, unos 470 mL.',
      ambiguity: {
        text: 'Esta página usa la pinta de Estados Unidos (473 mL). La pinta británica de los pubs, de 568 mL, está en',
        href: '/convertir-volumen/pintas-imperiales-a-mililitros',
        label: 'pintas imperiales a mililitros',
      },
    },
    {
      from: 'pintas_uk',
      to: 'mililitros',
      rows: [0.5, 1, 2, 4, 6, 8],
      tableTitle: 'Pintas de pub y botellas de leche',
      definition:
        'La pinta imperial es un octavo del galón imperial, 568.26125 mL exactos según la ley británica de 1985.',
      text: 'En los pubs del Reino Unido la cerveza de barril solo puede servirse en medidas legales: un tercio, media pinta, dos tercios (admitidos desde 2011) o una pinta, 568 mL. La leche del supermercado británico sigue vendiéndose en botellas de 1, 2, 4 y 6 pintas, y una de 4 pintas son 2.27 L. En Irlanda la pinta de cerveza es la misma. Es un 20 % mayor que la pinta estadounidense, la misma proporción que separa los dos galones.',
      ambiguity: {
        text: 'Esta página usa la pinta imperial británica. La pinta de Estados Unidos, de 473 mL, está en',
        href: '/convertir-volumen/pintas-a-mililitros',
        label: 'pintas a mililitros',
      },
    },
    {
      from: 'cuartos_galon_us',
      to: 'litros',
      rows: [0.5, 1, 2, 4, 5, 6],
      tableTitle: 'Cuartos de aceite de motor',
      definition: 'El cuarto de galón líquido de Estados Unidos es la cuarta parte de su galón: 0.946352946 L exactos.',
      text: 'El aceite de motor se vende en América en envases de un cuarto de galón, 946 mL, y por eso en los talleres de México, Centroamérica o el Caribe se habla de «cuartos» de aceite. Si el manual del coche pide 4 L, necesitas 4.23 cuartos: en la práctica, cuatro envases y un poco de un quinto. La leche y el helado también se venden por cuartos en Estados Unidos. La confusión común es creer que un cuarto equivale a un litro: le falta algo más de un 5 %.',
      ambiguity: {
        text: 'Esta página usa el cuarto de galón de Estados Unidos. El británico, de 1.137 L, está en',
        href: '/convertir-volumen?de=cuartos_galon_uk&a=litros',
        label: 'cuartos de galón imperiales a litros',
      },
    },
    // Oil barrels: crude production and prices.
    {
      from: 'barriles_petroleo',
      to: 'litros',
      rows: [1, 10, 100, 1000, 100000, 1000000],
      tableTitle: 'Barriles de crudo',
      definition: 'El barril de petróleo son 42 galones estadounidenses, 158.987294928 L exactos (NIST SP 811).',
      text: 'La producción de crudo, los precios del Brent y del WTI y las cifras de la OPEP se expresan en barriles, aunque el petróleo ya casi nunca viaja en barriles: va por oleoductos y en petroleros. Los 42 galones vienen de los toneles de Pensilvania, que los productores adoptaron como norma en 1866. Un millón de barriles diarios son casi 159 millones de litros al día. No lo confundas con el barril de cerveza, que tiene otra capacidad y cambia de un país a otro.',
    },
    // Centilitres: labels and cocktail recipes in Spain and Europe.
    {
      from: 'centilitros',
      to: 'mililitros',
      rows: [
        { value: 4, label: 'medida de cóctel' },
        { value: 20, label: 'quinto o botellín' },
        25,
        { value: 33, label: 'tercio o lata' },
        50,
        70,
        { value: 75, label: 'botella de vino' },
        100,
      ],
      tableTitle: 'Botellas, latas y cócteles en centilitros',
      definition: 'Un centilitro es la centésima parte del litro y contiene 10 mL exactos.',
      text: 'En España y en buena parte de Europa las botellas y las latas indican su contenido en centilitros: 75 cL el vino, 33 cL la lata o el tercio de cerveza (la «mediana» de Cataluña), 20 cL el quinto o botellín. En América, donde el centilitro casi no se usa, esas cifras se leen mejor en mililitros: 750, 330 y 200. También la coctelería europea mide en centilitros, y un cóctel que pide 4 cL de ginebra lleva 40 mL. No leas una lata de 33 cL como si tuviera 33 mL.',
    },
    // Cubic yards: concrete and gravel ordered on US building sites.
    {
      from: 'yardas_cubicas',
      to: 'metros_cubicos',
      rows: [0.5, 1, 2, 3, 5, 9, 10],
      tableTitle: 'Yardas de concreto, grava y tierra',
      definition: 'La yarda de 1959 mide 0.9144 m, así que una yarda cúbica son 0.9144³ = 0.764554857984 m³.',
      text: 'En las obras de Estados Unidos el concreto, la grava, la tierra o el mantillo se piden por yardas cúbicas, y muchos trabajadores hispanohablantes del sector dicen «yardas» sin más. Una yarda cúbica son 0.76 m³, así que un camión mezclador de 10 yardas lleva 7.6 m³. No confundas la yarda cúbica con la cuadrada, que mide superficie. Para calcular una losa, pasa antes el largo, el ancho y el espesor a metros, multiplícalos y tendrás los metros cúbicos directamente.',
    },
  ],
};
