import type { ConverterContent } from '@/lib/content/types';
import type { UnitKey } from '@/lib/units/types';
import type { parDeTorsion } from './units';

export const parDeTorsionContent: ConverterContent<UnitKey<typeof parDeTorsion>> = {
  heading: 'Convertidor de par de torsión',
  intro:
    'Convierte el par de apriete y el par motor entre newtons metro, kilonewtons metro, newtons centímetro, kilogramos-fuerza metro y centímetro, libras-fuerza pie y pulgada, onzas-fuerza pulgada y dinas centímetro. Sirve para ajustar tu llave dinamométrica, leer el manual del coche o comparar fichas técnicas de motores.',
  cards: [
    { title: 'Newtons metro a libras-fuerza pie', from: 'newtons_metro', to: 'libras_fuerza_pie', example: 110 },
    { title: 'Libras-fuerza pie a newtons metro', from: 'libras_fuerza_pie', to: 'newtons_metro', example: 100 },
    {
      title: 'Kilogramos-fuerza metro a newtons metro',
      from: 'kilogramos_fuerza_metro',
      to: 'newtons_metro',
      example: 14.5,
    },
    { title: 'Newtons metro a libras-fuerza pulgada', from: 'newtons_metro', to: 'libras_fuerza_pulgada', example: 5 },
    {
      title: 'Kilogramos-fuerza centímetro a newtons metro',
      from: 'kilogramos_fuerza_centimetro',
      to: 'newtons_metro',
      example: 11,
    },
    {
      title: 'Onzas-fuerza pulgada a newtons centímetro',
      from: 'onzas_fuerza_pulgada',
      to: 'newtons_centimetro',
      example: 100,
    },
  ],
  sections: [
    {
      title: '¿Qué es el par de torsión?',
      paragraphs: [
        'El par de torsión, también llamado par, torque o momento de una fuerza, mide la capacidad de una fuerza para hacer girar un objeto alrededor de un eje. Es el producto de la fuerza por la distancia perpendicular entre su línea de acción y el eje, el brazo de palanca. Por eso una llave larga afloja con menos esfuerzo una tuerca agarrotada: si empujas con 200 newtons en el extremo de una llave de 40 centímetros, aplicas 80 N·m; con una llave el doble de larga, la misma fuerza da el doble de par.',
        'Su unidad en el Sistema Internacional es el newton metro (N·m). Las demás unidades de este convertidor siguen la misma receta, una fuerza por una longitud: el kilogramo-fuerza metro, la libra-fuerza pie o la onza-fuerza pulgada. Por eso todas las equivalencias son exactas: salen de la gravedad estándar de 9.80665 m/s², de la libra de 0.45359237 kg y del pie de 0.3048 m.',
      ],
    },
    {
      title: 'Las tuercas de las ruedas',
      paragraphs: [
        'Donde más gente se encuentra con el par es al cambiar una rueda. El manual del coche indica el par de apriete de las tuercas o tornillos de la rueda, que en un turismo suele estar entre 100 y 140 N·m; un manual estadounidense lo dará en lb-ft, y uno japonés antiguo, en kgf·m. Apretar de menos deja que la rueda se afloje; apretar de más, sobre todo con una pistola neumática, estira los espárragos y deforma los discos. Lo correcto es una llave dinamométrica ajustada al valor del manual, apretar en cruz y volver a comprobar el apriete tras unos 50 km.',
      ],
    },
    {
      title: 'El par del motor',
      paragraphs: [
        'Las fichas técnicas de los coches dan el par máximo del motor y el régimen al que se alcanza. En Europa y América Latina se publica en N·m, en Estados Unidos en lb-ft, y en catálogos antiguos en «kgm», que es el kilogramo-fuerza metro. Un diésel moderno de dos litros entrega del orden de 400 N·m, y un utilitario de gasolina, menos de la mitad. El par y la potencia no son lo mismo: la potencia es el par multiplicado por la velocidad de giro en radianes por segundo, de modo que un motor con mucho par a pocas revoluciones empuja con fuerza desde abajo aunque su potencia máxima no sea alta.',
      ],
    },
    {
      title: '¿Por qué el newton metro no es un julio?',
      paragraphs: [
        'Un julio también es un newton por un metro, pero mide otra cosa. En la energía, o el trabajo, la fuerza y el desplazamiento van en la misma dirección; en el par, la fuerza es perpendicular al brazo de palanca y nada se desplaza mientras la tuerca no gira. El folleto del Sistema Internacional pide por eso escribir el par en N·m y reservar el julio para la energía. Los dos se relacionan a través del ángulo: un par de 1 N·m que hace girar un eje una vuelta completa, 2π radianes, realiza un trabajo de 2π julios, unos 6.28 J.',
      ],
    },
    {
      title: 'Errores frecuentes',
      paragraphs: [
        'El más común es confundir pies con pulgadas: una libra-fuerza pie son doce libras-fuerza pulgada, y muchas llaves pequeñas para bicicletas y electrónica están graduadas en lbf·in o en N·cm, cien veces menos que el N·m. En los servomotores de aeromodelismo, el «kg·cm» del catálogo es en realidad kilogramo-fuerza centímetro. En inglés, lb-ft suele nombrar el par y ft-lb la energía, aunque muchos los mezclan. La dina centímetro, del sistema cegesimal, solo aparece en física y en reología. El convertidor usa las definiciones exactas y redondea al mostrar el resultado, a seis decimales.',
      ],
    },
  ],
};
