import type { FamilyPairs } from './types';

export const potenciaPairs: FamilyPairs = {
  family: 'potencia',
  pairs: [
    // The family's default pair, both ways: appliance ratings in watts, contracted power and solar in kilowatts.
    {
      from: 'watts',
      to: 'kilowatts',
      rows: [
        { value: 100 },
        { value: 800, label: 'microondas' },
        { value: 1000 },
        { value: 2000, label: 'horno eléctrico' },
        { value: 2200, label: 'secador de pelo potente' },
        { value: 3450, label: 'potencia contratada (España)' },
        { value: 4600, label: 'potencia contratada (España)' },
        { value: 5750, label: 'potencia contratada (España)' },
      ],
      tableTitle: 'Aparatos y potencias contratadas',
      definition:
        'El prefijo kilo del Sistema Internacional multiplica por mil, así que 1 kW = 1000 W y kW = W ÷ 1000.',
      text: 'Las etiquetas de los electrodomésticos dan la potencia en vatios y el contrato de la luz, en kilovatios. En España las potencias contratadas habituales son 3.45, 4.6 o 5.75 kW, y si sumas los vatios de lo que enciendes a la vez y pasas del límite, salta el interruptor de control de potencia. Un horno de 2000 W, un secador de 2200 W y un microondas de 800 W juntos son 5 kW: demasiado para un contrato de 4.6 kW. Recuerda que los kilovatios hora de la factura son otra cosa.',
    },
    {
      from: 'kilowatts',
      to: 'watts',
      rows: [
        0.5,
        1.5,
        { value: 3, label: 'instalación solar doméstica pequeña' },
        { value: 3.7, label: 'cargador de pared de 16 A' },
        { value: 7.4, label: 'cargador de pared monofásico' },
        10,
        22,
      ],
      tableTitle: 'Kilovatios en vatios',
      definition: 'Un kilovatio son mil vatios exactos, y un vatio, un julio por segundo: W = kW × 1000.',
      text: 'Las placas solares se venden por vatios pico y las instalaciones, por kilovatios, así que para saber cuántos paneles caben en un proyecto hay que pasar a vatios: una instalación de 3 kW son 3000 W, unos siete paneles de 430 W. Con los cargadores del coche eléctrico pasa lo mismo: un punto de 7.4 kW entrega 7400 W, y uno de 22 kW necesita conexión trifásica. Multiplicar por mil no tiene truco; el error está en sumar kW y W sin pasarlos antes a la misma unidad.',
    },
    // Cars: the CV of Spanish and Latin American advertising, the HP of the US and Mexico, and the official kW.
    {
      from: 'cv',
      to: 'kilowatts',
      rows: [75, 90, 100, 110, 130, 150, 200, 300],
      tableTitle: 'Potencias de coches en caballos de vapor y kilovatios',
      definition:
        'El caballo de vapor métrico es la potencia que eleva 75 kg un metro en un segundo bajo la gravedad estándar: 735.49875 W exactos.',
      text: 'Los anuncios de coches en España hablan de caballos (CV), pero la ficha técnica y el permiso de circulación dan la potencia en kilovatios, la unidad legal. Multiplicando por 0.7355 sale la cifra oficial: un coche de 130 CV rinde 95.6 kW. No confundas estos caballos con los caballos fiscales del impuesto de circulación, que se calculan a partir de la cilindrada y no tienen nada que ver con la potencia real del motor: un coche de 130 CV puede tener bastantes menos caballos fiscales.',
    },
    {
      from: 'kilowatts',
      to: 'cv',
      rows: [
        { value: 11, label: 'límite del carné A1 de moto' },
        { value: 35, label: 'límite del carné A2 de moto' },
        55,
        74,
        100,
        { value: 150, label: 'motor de un eléctrico mediano' },
        200,
      ],
      tableTitle: 'Kilovatios en caballos de vapor',
      definition: 'Dividir entre 0.73549875 pasa los kilovatios a caballos de vapor, porque 1 CV = 735.49875 W.',
      text: 'Los coches eléctricos se anuncian cada vez más en kilovatios y los carnés de moto europeos fijan sus límites en kW, pero mucha gente sigue pensando en caballos. El carné A2 permite motos de hasta 35 kW, 47.6 CV, y el A1, de hasta 11 kW, unos 15 CV. Un eléctrico con un motor de 150 kW equivale a 204 CV. Para un cálculo rápido, multiplica los kilovatios por 1.36.',
    },
    {
      from: 'caballos_fuerza',
      to: 'kilowatts',
      rows: [100, 150, 200, 250, 300, 400, 500, 700],
      tableTitle: 'Caballos de fuerza (HP) en kilovatios',
      definition:
        'El caballo de fuerza mecánico son 550 pies-libra fuerza por segundo, 745.699872 W con las definiciones de 1959 del pie y de la libra.',
      text: 'En México y en Estados Unidos la potencia de los autos se anuncia en caballos de fuerza (HP), y pasarla a kilovatios permite compararla con las fichas europeas o con los motores eléctricos. Un motor de 200 HP rinde 149.1 kW. El HP es un 1.4 % mayor que el caballo de vapor, así que las cifras en HP y en CV de un mismo motor no coinciden: 200 HP son casi 203 CV. En las revistas, «hp» a secas suele ser este caballo mecánico.',
      ambiguity: {
        text: 'Esta página usa el caballo de fuerza mecánico (HP, 745.7 W). Si tu dato está en caballos de vapor (CV), usa',
        href: '/convertir-potencia/caballos-de-vapor-a-kilovatios',
        label: 'caballos de vapor a kilovatios',
      },
    },
    {
      from: 'kilowatts',
      to: 'caballos_fuerza',
      rows: [0.75, 1.5, 5.5, 15, 50, 100, 250, 400],
      tableTitle: 'Kilovatios en caballos de fuerza',
      definition: 'Como 1 HP vale 745.699872 W, los kilovatios se multiplican por 1000 y se dividen entre esa cifra.',
      text: 'Las placas de los motores eléctricos de norma europea dan la potencia en kW y las de norma estadounidense, en HP, y en talleres e industrias de Latinoamérica conviven las dos. Un motor de 5.5 kW equivale a 7.4 HP y uno de 0.75 kW, a uno. También lo piden quienes comparan un coche eléctrico europeo con la versión que se vende en México o en Estados Unidos: 250 kW son 335 HP.',
      ambiguity: {
        text: 'Aquí el HP es el mecánico (745.7 W). Las placas de motores estadounidenses usan a veces el caballo eléctrico, de 746 W:',
        href: '/convertir-potencia?de=kilowatts&a=caballos_fuerza_electricos',
        label: 'kilovatios a caballos de fuerza eléctricos',
      },
    },
    {
      from: 'caballos_fuerza',
      to: 'cv',
      rows: [90, 100, 150, 200, 250, 400, 500],
      tableTitle: 'HP en CV',
      definition:
        'Un HP (745.699872 W) entre un CV (735.49875 W) da un factor de 1.01387: el caballo estadounidense es algo más potente.',
      text: 'Cuando un coche se vende a ambos lados del Atlántico, su ficha mexicana o estadounidense da la potencia en HP y la española, en CV, y las cifras no cuadran aunque el motor sea el mismo. La diferencia es de un 1.4 %: 400 HP son 405.5 CV. En motores pequeños apenas se nota, pero un deportivo de 500 HP se anuncia en Europa con casi 507 CV. Los fabricantes alemanes usan el PS, que es el mismo caballo de vapor.',
    },
    {
      from: 'cv',
      to: 'caballos_fuerza',
      rows: [2.5, 9.9, 15, 40, 90, 110, 150, 300],
      tableTitle: 'CV en HP',
      definition:
        'El caballo de vapor vale 0.98632 HP, porque 735.49875 W son algo menos que los 745.69987 W del caballo de fuerza.',
      text: 'Los motores fueraborda y los de las embarcaciones de recreo se anuncian en CV en España y en HP en catálogos estadounidenses, y la diferencia importa porque algunas titulaciones náuticas limitan la potencia del motor: una embarcación que puede llevarse sin título en España admite un motor de hasta 15 CV, que son unos 14.8 HP. En coches ocurre lo mismo al revés: un coche de 150 CV se vende en México como uno de unos 148 HP.',
    },
    // Air conditioning and heating: BTU per hour, tons of refrigeration, kcal per hour (frigorías) and kW.
    {
      from: 'btu_hora',
      to: 'kilowatts',
      rows: [
        { value: 9000, label: 'habitación pequeña' },
        { value: 12000, label: 'una tonelada de refrigeración' },
        18000,
        24000,
        36000,
        48000,
        60000,
      ],
      tableTitle: 'Capacidad de aires acondicionados en kilovatios',
      definition: 'Una BTU internacional son 1055.05585262 J, así que 1 BTU/h = 1055.05585262 ÷ 3600 W, unos 0.293 W.',
      text: 'En México, Centroamérica y el Caribe los minisplits se venden por BTU: 12 000, 18 000 o 24 000. Pasar esa cifra a kilovatios permite compararla con las fichas europeas, que dan la capacidad de refrigeración en kW: un equipo de 12 000 BTU/h enfría con 3.52 kW. Esa es la potencia térmica que saca de la habitación; la que consume de la red es bastante menor, y la da la etiqueta energética del aparato.',
    },
    {
      from: 'kilowatts',
      to: 'btu_hora',
      rows: [1, 2.5, 3.5, 5, 7, 10, 14],
      tableTitle: 'Kilovatios de frío o calor en BTU por hora',
      definition:
        'Un kilovatio equivale a 3600 kJ por hora, que divididos entre 1055.05585262 J dan unas 3412.14 BTU/h.',
      text: 'Quien compra en España un aire acondicionado de 3.5 kW de frío y quiere compararlo con un modelo anunciado en BTU necesita esta conversión: son 11 942 BTU/h, el equivalente de los equipos de 12 000. Un equipo de 5 kW ronda las 17 000 BTU/h. No multipliques los kW de consumo eléctrico, sino los de capacidad de refrigeración o de calefacción: son los que se comparan con las BTU.',
    },
    {
      from: 'kilocalorias_hora',
      to: 'kilowatts',
      rows: [
        1000,
        { value: 2250, label: 'aire acondicionado de 2250 frigorías' },
        { value: 3000, label: 'aire acondicionado de 3000 frigorías' },
        4500,
        6000,
        { value: 20000, label: 'caldera mural antigua' },
        24000,
      ],
      tableTitle: 'Frigorías y kilocalorías por hora en kilovatios',
      definition: 'Una kilocaloría son 4184 J, de modo que 1 kcal/h = 4184 ÷ 3600 W, unos 1.1622 W.',
      text: 'En España los aires acondicionados se vendieron durante décadas por frigorías, y la frigoría por hora es simplemente una kilocaloría por hora de frío. Un equipo de 3000 frigorías equivale a unos 3.49 kW, y uno de 2250, a 2.6 kW. Las calderas antiguas se anunciaban igual, en kcal/h: una de 24 000 kcal/h rinde 27.9 kW. La etiqueta energética actual da los kW, así que esta conversión sirve para reemplazar un aparato viejo por otro de la misma capacidad.',
    },
    {
      from: 'kilowatts',
      to: 'kilocalorias_hora',
      rows: [0.5, 1, 2.6, 3.5, 5, 7, 24, 28],
      tableTitle: 'Kilovatios en kilocalorías por hora (frigorías)',
      definition: 'Un kilovatio son 3 600 000 J cada hora, es decir, 3 600 000 ÷ 4184 ≈ 860.42 kcal/h.',
      text: 'Muchos instaladores siguen hablando de frigorías y de kilocalorías por hora aunque los catálogos ya vengan en kilovatios, y esta conversión traduce la ficha moderna al lenguaje del oficio. Una bomba de calor de 3.5 kW de frío equivale a unas 3000 frigorías, y un radiador eléctrico de 1 kW entrega unas 860 kcal por hora. Para cuentas rápidas se usa 860, que se queda muy cerca del valor exacto.',
    },
    {
      from: 'toneladas_refrigeracion',
      to: 'kilowatts',
      rows: [0.75, 1, 1.5, 2, 3, 5, 10, 100],
      tableTitle: 'Toneladas de refrigeración en kilovatios',
      definition: 'La tonelada de refrigeración se define como 12 000 BTU por hora exactas, unos 3.517 kW.',
      text: 'En México, Colombia, Perú y buena parte de Latinoamérica los técnicos hablan de toneladas: un minisplit de una tonelada, de tonelada y media o de dos. Pasarlas a kilovatios sirve para comparar con catálogos europeos o asiáticos: 1.5 toneladas son 5.28 kW de capacidad de enfriamiento. Las enfriadoras de agua de los edificios se miden en cientos de toneladas. El nombre viene del hielo, pero la unidad no tiene nada que ver con el peso del aparato.',
    },
    // Small motors: pumps and compressors sold by fractions of a horsepower.
    {
      from: 'caballos_fuerza',
      to: 'watts',
      rows: [
        0.25,
        { value: 0.5, label: 'bomba de agua doméstica' },
        0.75,
        { value: 1, label: 'bomba de piscina pequeña' },
        1.5,
        2,
        3,
      ],
      tableTitle: 'Fracciones de caballo en vatios',
      definition: 'Un caballo de fuerza mecánico son 745.699872 W, el valor de 550 pies-libra fuerza por segundo.',
      text: 'Las bombas de agua, los compresores y las bombas de piscina se venden en Latinoamérica por fracciones de caballo: de 1/2 HP, de 3/4 o de 1 HP. Pasar a vatios sirve para calcular el consumo y el cableado: una bomba de medio caballo rinde unos 373 W en el eje y consume algo más de la red, porque el motor tiene pérdidas. La placa del motor suele dar también los kW o los amperios, y esos son los datos que necesita el electricista.',
      ambiguity: {
        text: 'Esta página usa el HP mecánico. Los motores eléctricos de norma estadounidense se clasifican a veces con el caballo eléctrico, de 746 W exactos:',
        href: '/convertir-potencia?de=caballos_fuerza_electricos&a=watts',
        label: 'caballos de fuerza eléctricos a vatios',
      },
    },
  ],
};
