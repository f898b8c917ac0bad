/**
 * The page's texts (D36, D28): long enough, their route entry well formed, and every example on the rule cards the
 * one a hand applying the RAE's rules writes (the cards are computed; this checks the computation says the right
 * thing). The prose holds no decimal figure: the page rewrites figures into the visitor's separator (D31), and a
 * sentence naming «coma» or «punto» beside them could then contradict them.
 */
import { numbersInWordsContent, numbersInWordsRoute } from '@/lib/tools/numbers-in-words/words';

const prose = numbersInWordsContent.sections.flatMap((section) => [section.title, ...section.paragraphs]);

describe('numbers in words: texts', () => {
  it('has at least 300 words of explanation', () => {
    const words = prose.join(' ').split(/\s+/).filter(Boolean);
    expect(words.length).toBeGreaterThanOrEqual(300);
  });

  it('has a route entry for the route list', () => {
    expect(numbersInWordsRoute.path).toBe('/convertir-numeros-a-letras');
    expect(numbersInWordsRoute.group).toBe('Utilidades');
    expect(numbersInWordsRoute.description.length).toBeLessThanOrEqual(160);
    expect(numbersInWordsRoute.keywords.length).toBeGreaterThan(0);
  });

  it('writes no decimal figure in prose', () => {
    for (const text of [numbersInWordsContent.intro, ...prose]) expect(text).not.toMatch(/\d[.,]\d/);
  });

  it('never writes the forms the RAE rules out', () => {
    const all = [numbersInWordsContent.intro, ...prose, ...numbersInWordsContent.rules.map((card) => card.example)];
    for (const text of all) {
      // Quoted as a mistake («veintiuno mil») is fine; written as the answer is not.
      const unquoted = text.replace(/«[^»]*»/g, '');
      expect(unquoted).not.toMatch(
        /veintiuno mil|dieciseis|veintidos|veintitres|veintiseis|(?<!y )\bun mil\b|billón de euros/,
      );
    }
  });

  it.each<[string, string]>([
    ['Del 16 al 29, una sola palabra, con tilde donde toca', '16 → dieciséis · 22 → veintidós · 26 → veintiséis'],
    ['«Cien» solo; «ciento» si le sigue algo', '100 → cien · 101 → ciento uno · 100\u202f000 → cien mil'],
    ['«Un» delante de «mil» y de un sustantivo masculino', '21\u202f000 → veintiún mil · veintiún años'],
    ['Ante un sustantivo femenino, «una» y las centenas en -as', '201 personas → doscientas una personas'],
    ['«Mil», nunca «un mil» (salvo en cheques de México)', '1000 → mil · 1001 → mil uno'],
    ['Escala larga: el billón es un millón de millones', '10⁹ → mil millones · 10¹² → un billón'],
    ['«De» entre «millón» y lo que se cuenta', 'un millón de pesos, pero un millón cien pesos'],
    ['Decimales: se lee el separador que escribes', '3,14 → tres coma catorce · 3.05 → tres punto cero cinco'],
    ['Forma escolar: enteros y décimas, centésimas, milésimas…', '3.14 → tres enteros y catorce centésimas'],
    ['Cheques y CFDI en México: centavos sobre 100 y M.N.', '1500.50 → MIL QUINIENTOS PESOS 50/100 M.N.'],
    ['Euros con céntimos; dólares con centavos', '21.01 € → veintiún euros con un céntimo · 1 $ → un dólar'],
    [
      'Ordinales: del 13 al 29 mejor en una palabra',
      '13.º → decimotercero o décimo tercero · 21.º → vigesimoprimero o vigésimo primero',
    ],
  ])('the card «%s» says %s', (rule, example) => {
    expect(numbersInWordsContent.rules.find((card) => card.rule === rule)?.example).toBe(example);
  });

  it('lets only the separator card keep its separators', () => {
    const keeping = numbersInWordsContent.rules.filter((card) => !card.followsSeparator).map((card) => card.rule);
    expect(keeping).toEqual(['Decimales: se lee el separador que escribes']);
  });
});
