import type { ConverterContent } from '@/lib/content/types';
import type { UnitKey } from '@/lib/units/types';
import type { volumen } from './units';

export const volumenContent: ConverterContent<UnitKey<typeof volumen>> = {
  // D12, D23: the selects keep their 'Seleccionar' option.
  wording: { selectPlaceholder: 'Seleccionar' },
  heading: 'Convertidor de volumen',
  intro:
    'Convierte entre litros, mililitros, metros cúbicos, centímetros cúbicos, galones estadounidenses e imperiales, pies cúbicos, pulgadas cúbicas y onzas líquidas estadounidenses. Elige las dos unidades, escribe un valor y el resultado aparece al instante.',
  cards: [
    { title: 'Litros a galones de EE. UU.', from: 'litros', to: 'galones_us', example: 20 },
    { title: 'Galones de EE. UU. a litros', from: 'galones_us', to: 'litros', example: 10 },
    { title: 'Galones del R. U. a galones de EE. UU.', from: 'galones_uk', to: 'galones_us', example: 5 },
    { title: 'Onzas líquidas de EE. UU. a mililitros', from: 'onzas_liquidas', to: 'mililitros', example: 12 },
    { title: 'Pies cúbicos a litros', from: 'pies_cubicos', to: 'litros', example: 18 },
    { title: 'Pulgadas cúbicas a litros', from: 'pulgadas_cubicas', to: 'litros', example: 350 },
  ],
  sections: [
    {
      title: 'Litros, mililitros y metros cúbicos',
      paragraphs: [
        'El litro es exactamente un decímetro cúbico: el volumen de un cubo de 10 centímetros de lado. No es una unidad del Sistema Internacional, pero se acepta para usarse con él y es la medida de todos los días para bebidas, combustible y recetas. Un litro tiene 1000 mililitros, y un mililitro es lo mismo que un centímetro cúbico, por eso los médicos hablan indistintamente de mililitros o de «cc». Un metro cúbico son 1000 litros; en metros cúbicos se mide el consumo de agua en los recibos de España, México y muchos otros países.',
      ],
    },
    {
      title: 'Galones: el estadounidense y el imperial',
      paragraphs: [
        'Hay dos galones y no son iguales. El galón estadounidense se define como 231 pulgadas cúbicas, que son exactamente 3.785411784 litros; en él se vende la gasolina en Estados Unidos. El galón imperial británico se fijó en 4.54609 litros y es algo más de un 20 % mayor: un galón imperial equivale a unos 1.20095 galones estadounidenses. El Reino Unido vende ya el combustible por litros, pero el consumo de los coches se sigue expresando allí en millas por galón imperial.',
        'Con las onzas líquidas pasa lo mismo. La estadounidense es 1/128 de galón, es decir 29.5735295625 mililitros; la británica, 1/160 del galón imperial, mide 28.4130625 mililitros, así que conviene saber de qué país viene una receta o una etiqueta. El convertidor tiene las dos.',
      ],
    },
    {
      title: 'Tazas, cucharadas, pintas y barriles',
      paragraphs: [
        'En la cocina conviven tres tazas. La de las recetas estadounidenses mide 8 onzas líquidas, 236.5882365 mL según el Handbook 44 del NIST, y se divide en 16 cucharadas de media onza (unos 14.79 mL), cada una de 3 cucharaditas (unos 4.93 mL). Las etiquetas nutricionales de Estados Unidos redondean por ley esas medidas: allí la taza son 240 mL, la cucharada 15 mL y la cucharadita 5 mL (21 CFR 101.9). Australia, Canadá y Nueva Zelanda usan una taza métrica de 250 mL con cucharadas de 15 mL y cucharaditas de 5 mL, salvo la cucharada australiana, que es de 20 mL.',
        'La pinta y el cuarto de galón también cambian al cruzar el Atlántico. En Estados Unidos la pinta líquida es un octavo de galón, 473.176473 mL, y el cuarto de galón, 946.352946 mL; en el Reino Unido, la Weights and Measures Act de 1985 hace la pinta un octavo del galón imperial, 568.26125 mL, la de la cerveza de los pubs, y el cuarto, 1.1365225 L. El crudo se cotiza por barriles de 42 galones estadounidenses (158.987294928 L), y en Estados Unidos el hormigón se vende por yardas cúbicas de 0.764554857984 m³. Decilitros, centilitros y hectolitros son prefijos del Sistema Internacional aplicados al litro: una lata de 33 cL tiene 330 mL, y la producción de vino se cuenta en hectolitros.',
      ],
    },
    {
      title: 'Pies y pulgadas cúbicas',
      paragraphs: [
        'Como la pulgada mide 2.54 centímetros, una pulgada cúbica son 2.54³ = 16.387064 cm³, y un pie cúbico, que tiene 1728 pulgadas cúbicas, son 28.316846592 litros. En Estados Unidos la capacidad de los refrigeradores se anuncia en pies cúbicos, y la cilindrada de muchos motores clásicos, en pulgadas cúbicas.',
      ],
    },
    {
      title: 'Ejemplos y errores frecuentes',
      paragraphs: [
        'Una lata de refresco estadounidense de 12 onzas líquidas contiene unos 355 mililitros. Un motor de 350 pulgadas cúbicas cubica 5.74 litros, el famoso «5.7» de Chevrolet. Un refrigerador de 18 pies cúbicos ofrece unos 510 litros. El error más habitual es mezclar galones o onzas de distinto país; el otro, aplicar a un volumen el factor de una longitud, cuando hay que elevarlo al cubo. El convertidor usa las definiciones exactas y solo redondea al mostrar el resultado, a seis decimales.',
      ],
    },
  ],
};
