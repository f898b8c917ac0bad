/**
 * The number systems' key and address, apart from the module so the quick conversion's browser chunk can link an
 * answer to the page without carrying the page's words (D27, D28).
 */
export const NUMBER_SYSTEMS = { key: 'numeros', path: '/convertir-numeros' } as const;
