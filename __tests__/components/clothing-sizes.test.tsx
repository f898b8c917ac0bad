/**
 * Issue 34, D37: /convertir-tallas-de-ropa. What a visitor reads, worked out by hand from the source tables typed in
 * __tests__/tools/clothing-sizes.test.ts; conversions with 1 in = 2.54 cm exactly, written with no more significant
 * digits than the source's figure (88 cm = 34.65 in → ≈ 35 in; 36.25 in = 92.075 cm → ≈ 92.1 cm).
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeMeasure } from '@/components/clothing-sizes/clothing-format';
import { ClothingSizesPage } from '@/components/clothing-sizes/clothing-sizes-page';
import { ClothingSizesTool } from '@/components/clothing-sizes/clothing-sizes-tool';
import { serverOnlyHtml } from '@/components/ui/server-only-parts';
import {
  CLOTHING_SIZE_TABLES,
  CLOTHING_SIZES_PATH,
  clothingSizesContent,
  clothingSizesRoute,
} from '@/lib/content/clothing-sizes';
import type { RoutePath } from '@/lib/routes';
import { CLOTHING_PAIRS, clothingOpening } from '@/lib/tools/clothing-pairs';

// The route is added to lib/routes.ts by the lead; until then its JSON-LD cannot be looked up.
jest.mock('@/components/structured-data', () => ({ StructuredData: () => null }));

const BRANDS = clothingSizesContent.brandsDiffer;

function setup() {
  const user = userEvent.setup();
  render(<ClothingSizesTool brandsDiffer={BRANDS} />);
  return {
    user,
    category: screen.getByLabelText('Ropa de') as HTMLSelectElement,
    system: screen.getByLabelText('Sistema') as HTMLSelectElement,
    size: screen.getByLabelText('Talla (talle)') as HTMLSelectElement,
    unit: screen.getByLabelText('Unidad') as HTMLSelectElement,
  };
}

/** The answers of the section headed `title`: each source's name and its lines. */
function answers(title: string): string[][] {
  const section = screen.getByRole('heading', { name: title }).closest('section') as HTMLElement;
  return within(section)
    .queryAllByRole('listitem')
    .map((item) => [...item.querySelectorAll('strong, span > span')].map((node) => node.textContent ?? ''));
}

const select = (user: ReturnType<typeof userEvent.setup>, field: HTMLSelectElement, label: string) =>
  user.selectOptions(field, within(field).getByRole('option', { name: label }));

beforeEach(() => window.history.replaceState(null, '', CLOTHING_SIZES_PATH));

describe('ClothingSizesTool: a size in one system', () => {
  it('opens on a Spanish women’s 38 and names each source, where they disagree and who does not give it', () => {
    const { category, system, size } = setup();
    expect([category.value, system.value, size.value]).toEqual(['mujer', 'fr', '38']);
    expect(screen.getByText('Talla 38 de Francia y España, mujer:')).toBeInTheDocument();
    expect(answers('Buscar una talla')).toEqual([
      // enfemenino.com: FR/ES 38 = UK 10 = US 8 = IT 42 = DE 36
      ['enfemenino.com', '≈ Reino Unido 10 · EE. UU. 8 · Italia 42 · Alemania 36 (aproximado)'],
      // LazyTools: US 6 = UK 10 = EU/DE 36 = FR/ES 38 = IT 42 = S
      [
        'LazyTools',
        '≈ EE. UU. 6 · Reino Unido y Australia 10 · Europa (EU) y Alemania 36 · Italia 42 · Letras S (aproximado)',
      ],
    ]);
    expect(
      screen.getByText('Las fuentes no coinciden en EE. UU.: 8 según enfemenino.com y 6 según LazyTools.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('No dan esta talla: H&M (Canadá), ASTM D5585 (EE. UU.) y H&M (Canadá), jeans.'),
    ).toBeInTheDocument();
    expect(screen.getByText(BRANDS)).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('changing the system keeps the garment (38 → US 8 for enfemenino.com), with H&M’s and ASTM’s body measures', async () => {
    const { user, system, size } = setup();
    await select(user, system, 'EE. UU.');
    expect(size.value).toBe('8');
    expect(answers('Buscar una talla')).toEqual([
      ['enfemenino.com', '≈ Francia y España 38 · Reino Unido 10 · Italia 42 · Alemania 36 (aproximado)'],
      [
        'LazyTools',
        '≈ Reino Unido y Australia 12 · Europa (EU) y Alemania 38 · Francia y España 40 · Italia 44 · Letras M (aproximado)',
      ],
      // H&M: bust 88 cm = 34.65 in, waist 72 cm = 28.35 in, seat 96 cm = 37.80 in
      [
        'H&M (Canadá)',
        '≈ Europa (EUR) 38 (aproximado)',
        'Medidas del cuerpo: busto 88 cm (≈ 35 in), cintura 72 cm (≈ 28 in), cadera 96 cm (≈ 38 in).',
      ],
      // ASTM 8: bust 36¼ in = 92.075 cm; waist 28 in = 71.12 cm (curvy), 29½ in = 74.93 cm (straight)
      [
        'ASTM D5585 (EE. UU.)',
        '≈ EE. UU. (misses) 8 (aproximado)',
        'Medidas del cuerpo: busto 36.25 in (≈ 92.1 cm), cintura (curvilínea/recta) 28/29.5 in (≈ 71/74.9 cm).',
      ],
      // H&M jeans: US 6–8 holds 8
      ['H&M (Canadá), jeans', '≈ Pantalones (pantalón, jeans), cintura en pulgadas 26–28 · EE. UU. 6–8 (aproximado)'],
    ]);
    expect(window.location.search).toBe('?categoria=mujer&sistema=us&talla=8&unidad=cm');
  });

  it('men open on a European 50: 40 in the UK and the US, L for Measkit and M for H&M', async () => {
    const { user, category, system, size } = setup();
    await select(user, category, 'Hombre');
    expect([system.value, size.value]).toEqual(['eu', '50']);
    expect(answers('Buscar una talla')).toEqual([
      ['enfemenino.com', '≈ Reino Unido y EE. UU. 40 (aproximado)'],
      ['Measkit', '≈ Letras L (aproximado)'],
      // H&M: chest 100 cm = 39.37 in, waist 88 cm = 34.65 in
      [
        'H&M (según paulie.jp)',
        '≈ Letras M (aproximado)',
        'Medidas del cuerpo: pecho 100 cm (≈ 39.4 in), cintura 88 cm (≈ 35 in).',
      ],
    ]);
    expect(
      screen.getByText('Las fuentes no coinciden en Letras (XS–XXL): L según Measkit y M según H&M (según paulie.jp).'),
    ).toBeInTheDocument();
  });

  it('opens in the state the address carries, and ignores what no source gives', () => {
    window.history.replaceState(null, '', `${CLOTHING_SIZES_PATH}?categoria=ninos&sistema=us&talla=2T`);
    const { category, system, size } = setup();
    expect([category.value, system.value, size.value]).toEqual(['ninos', 'us', '2T']);
    expect(answers('Buscar una talla')).toEqual([
      ['Miteigi', '≈ Reino Unido (edad) 2–3 · Europa (estatura en cm) 92–98 (aproximado)'],
    ]);
  });

  it('ignores a category, system or size that no source gives', () => {
    window.history.replaceState(null, '', `${CLOTHING_SIZES_PATH}?categoria=nadie&sistema=xx&talla=99`);
    const { category, system, size } = setup();
    expect([category.value, system.value, size.value]).toEqual(['mujer', 'fr', '38']);
  });

  it('falls back to the opening size for a size the system does not have', () => {
    window.history.replaceState(null, '', `${CLOTHING_SIZES_PATH}?categoria=mujer&sistema=it&talla=37`);
    const { system, size } = setup();
    expect([system.value, size.value]).toEqual(['it', '38']);
  });
});

describe('ClothingSizesTool: your size from your measures', () => {
  it('bust 88, waist 72, hips 96 cm: H&M’s EUR 38 fits; ASTM’s nearest is 6 by bust and waist', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Busto (cm)'), '88');
    await user.type(screen.getByLabelText('Cintura (cm)'), '72');
    await user.type(screen.getByLabelText('Cadera (cm)'), '96');
    const section = screen
      .getByRole('heading', { name: 'Tu talla según tus medidas' })
      .closest('section') as HTMLElement;
    const items = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'H&M (Canadá)Tus medidas caben en esta talla por busto, cintura y cadera:≈ Europa (EUR) 38 · EE. UU. y Canadá 8 (aproximado)Medidas del cuerpo: busto 88 cm (≈ 35 in), cintura 72 cm (≈ 28 in), cadera 96 cm (≈ 38 in).',
      // ASTM 6: bust 35¼ in = 89.535 cm, waist 27–28½ in = 68.58–72.39 cm
      'ASTM D5585 (EE. UU.)La talla más cercana por busto y cintura:≈ EE. UU. (misses) 6 (aproximado)Medidas del cuerpo: busto 35.25 in (≈ 89.5 cm), cintura (curvilínea/recta) 27/28.5 in (≈ 69/72.4 cm).',
    ]);
    expect(
      within(section).getByText('No dan esas medidas: enfemenino.com, LazyTools y H&M (Canadá), jeans.'),
    ).toBeInTheDocument();
    expect(window.location.search).toBe('?categoria=mujer&sistema=fr&talla=38&unidad=cm&pecho=88&cintura=72&cadera=96');
  });

  it('a bust between two rows gets both; in inches, 34.125 in is ASTM’s 4 exactly', async () => {
    const { user, unit } = setup();
    const bust = screen.getByLabelText('Busto (cm)');
    await user.type(bust, '90');
    expect(screen.getByText('Quedas entre estas tallas por busto:')).toBeInTheDocument();
    expect(screen.getByText('≈ Europa (EUR) 38 · EE. UU. y Canadá 8 (aproximado)')).toBeInTheDocument();
    expect(screen.getByText('o ≈ Europa (EUR) 40 · EE. UU. y Canadá 10 (aproximado)')).toBeInTheDocument();
    await select(user, unit, 'Pulgadas (in)');
    const inches = screen.getByLabelText('Busto (in)');
    await user.clear(inches);
    // 34,125 with the comma a Spanish speaker types
    await user.type(inches, '34,125');
    expect(screen.getByText('≈ EE. UU. (misses) 4 (aproximado)')).toBeInTheDocument();
  });

  it('children are measured by height too: 110 cm is La Coqueta’s 5 years, and outside Nike’s table', async () => {
    const { user, category } = setup();
    await select(user, category, 'Niños');
    await user.type(screen.getByLabelText('Estatura (cm)'), '110');
    expect(screen.getByText('≈ Talla (años) 5 · Edad (años) 4–5 (aproximado)')).toBeInTheDocument();
    expect(screen.getByText('Tus medidas quedan fuera de esta tabla.')).toBeInTheDocument();
  });

  it('refuses what is not a body measure, with a hint and no NaN', async () => {
    const { user } = setup();
    const bust = screen.getByLabelText('Busto (cm)');
    await user.type(bust, 'abc');
    expect(screen.getByText('Introduce un número válido.')).toBeInTheDocument();
    await user.clear(bust);
    await user.type(bust, '0');
    expect(screen.getByText('La medida debe ser mayor que 0.')).toBeInTheDocument();
    await user.clear(bust);
    await user.type(bust, '-5');
    expect(screen.getByText('La medida debe ser mayor que 0.')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
  });
});

describe('ClothingSizesTool on a question page (issue 34)', () => {
  const opening = (slug: string) => {
    const pair = CLOTHING_PAIRS.find((candidate) => candidate.spec.slug === slug);
    if (!pair) throw new Error(slug);
    return clothingOpening(pair);
  };

  it('opens on the question’s size, names it as a sentence does, and keeps the address clean', () => {
    render(<ClothingSizesTool brandsDiffer={BRANDS} initial={opening('tallas-de-mujer-del-reino-unido-a-espana')} />);
    const [category, system, size] = ['Ropa de', 'Sistema', 'Talla (talle)'].map(
      (label) => (screen.getByLabelText(label) as HTMLSelectElement).value,
    );
    expect([category, system, size]).toEqual(['mujer', 'uk', '10']);
    // «el Reino Unido» takes its article.
    expect(screen.getByText('Talla 10 del Reino Unido, mujer:')).toBeInTheDocument();
    // enfemenino.com: UK 10 = FR/ES 38; LazyTools: UK 10 = FR/ES 38 too.
    expect(answers('Buscar una talla')[0]).toEqual([
      'enfemenino.com',
      '≈ Francia y España 38 · EE. UU. 8 · Italia 42 · Alemania 36 (aproximado)',
    ]);
    expect(window.location.search).toBe('');
  });

  it('names a child’s age in years and a letter by itself', () => {
    const { unmount } = render(
      <ClothingSizesTool brandsDiffer={BRANDS} initial={opening('tallas-de-ninos-por-edad-y-altura')} />,
    );
    expect(screen.getByText('Talla para 3–4 años, niños:')).toBeInTheDocument();
    unmount();
    render(<ClothingSizesTool brandsDiffer={BRANDS} initial={opening('tallas-de-mujer-de-letra-a-numero')} />);
    expect(screen.getByText('Talla M, mujer:')).toBeInTheDocument();
  });

  it('lets the address win over the question’s size', () => {
    window.history.replaceState(null, '', `${CLOTHING_SIZES_PATH}?categoria=hombre&sistema=eu&talla=52`);
    render(<ClothingSizesTool brandsDiffer={BRANDS} initial={opening('tallas-de-mujer-de-estados-unidos-a-europa')} />);
    expect(screen.getByText('Talla 52 de Europa (EU), hombre:')).toBeInTheDocument();
  });
});

describe('writing measures', () => {
  it('gives the source’s figure and its conversion with no more digits than the figure', () => {
    // 88 / 2.54 = 34.646; 31.125 × 2.54 = 79.0575; 86 / 2.54 = 33.86, 92 / 2.54 = 36.22; 64 / 2.54 = 25.2, 65 / 2.54 = 25.59
    expect(writeMeasure(88, 'cm')).toEqual({ given: '88 cm', converted: '≈ 35 in' });
    expect(writeMeasure(31.125, 'in')).toEqual({ given: '31.125 in', converted: '≈ 79.1 cm' });
    expect(writeMeasure({ from: 86, to: 92 }, 'cm')).toEqual({ given: '86–92 cm', converted: '≈ 34–36 in' });
    expect(writeMeasure({ either: [64, 65] }, 'cm')).toEqual({ given: '64/65 cm', converted: '≈ 25/26 in' });
    expect(writeMeasure(140, 'cm')).toEqual({ given: '140 cm', converted: '≈ 55.1 in' });
  });
});

describe('ClothingSizesPage', () => {
  it('draws where to measure, named and described for screen readers', () => {
    render(<ClothingSizesPage path={CLOTHING_SIZES_PATH as RoutePath} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Convertir tallas de ropa' })).toBeInTheDocument();
    const figure = screen.getByRole('img', { name: clothingSizesContent.figure.title });
    expect(figure).toHaveAccessibleDescription(clothingSizesContent.figure.description);
    expect(within(figure).getByText('Pecho o busto')).toBeInTheDocument();
    expect(within(figure).getByText('Cintura')).toBeInTheDocument();
    expect(within(figure).getByText('Cadera')).toBeInTheDocument();
  });

  it('writes every source’s table as HTML, each row as the source gives it, with the other unit under each measure', () => {
    // The tables are server HTML outside the page's React (issue 36): here, the HTML the server writes for them.
    document.body.innerHTML = serverOnlyHtml('clothing-size-tables');
    const tables = screen.getAllByRole('table');
    expect(tables).toHaveLength(CLOTHING_SIZE_TABLES.length);
    expect(tables.map((table) => within(table).getAllByRole('row').length - 1)).toEqual(
      CLOTHING_SIZE_TABLES.map((table) => table.rows.length),
    );
    const hm = screen.getByRole('table', { name: 'H&M (Canadá)' });
    const row38 = within(hm)
      .getAllByRole('row')
      .find((row) => row.textContent?.startsWith('388'));
    expect(
      within(row38 as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['38', '8', '88 cm ≈ 35 in', '72 cm ≈ 28 in', '96 cm ≈ 38 in']);
    expect(
      within(hm)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Europa (EUR)', 'EE. UU. y Canadá', 'Busto (cm)', 'Cintura (cm)', 'Cadera (cm)']);
    const link = screen.getAllByRole('link', { name: /ASTM D5585-11 \(revisión editorial 1\)/ })[0];
    expect(link).toHaveAttribute('href', 'http://www.astm.org/Standards/D5585.htm');
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
  });
});

describe('the route entry and the words', () => {
  const prose = clothingSizesContent.sections.flatMap((section) => [section.title, ...section.paragraphs]).join('\n');

  it('is a calculator in «Medidas especiales», with a title and description search engines show whole', () => {
    expect(clothingSizesRoute).toMatchObject({
      path: '/convertir-tallas-de-ropa',
      kind: 'calculator',
      group: 'Medidas especiales',
    });
    expect(clothingSizesRoute.title.length).toBeLessThanOrEqual(70);
    expect(clothingSizesRoute.description.length).toBeLessThanOrEqual(160);
  });

  it('has at least 300 words of explanation, says EN 13402 is no conversion table, and why three countries are missing', () => {
    expect(prose.split(/\s+/u).filter(Boolean).length).toBeGreaterThanOrEqual(300);
    expect(prose).toMatch(/La norma no es una tabla de conversión/);
    expect(prose).toMatch(/no tiene columnas de México, Argentina ni Colombia/);
  });

  it('states the sources’ sizes as their tables have them (STYLE 11)', () => {
    const cell = (id: string, from: number, value: string, to: number) => {
      const table = CLOTHING_SIZE_TABLES.find((candidate) => candidate.id === id);
      return table?.rows.find((row) => row.sizes[from] === value)?.sizes[to];
    };
    // «para enfemenino.com la talla 38 de Francia y España es una 8 estadounidense, y para LazyTools, una 6»
    expect(cell('enfemenino-mujer', 0, '38', 2)).toBe('8');
    expect(cell('lazytools-mujer', 3, '38', 0)).toBe('6');
    // «La guía de H&M pone la EUR 38 junto a la 8 de EE. UU. y Canadá»
    expect(cell('hm-mujer', 0, '38', 1)).toBe('8');
    // «una talla alemana 38 es una francesa 40 y una italiana 44» (LazyTools)
    expect(cell('lazytools-mujer', 2, '38', 3)).toBe('40');
    expect(cell('lazytools-mujer', 2, '38', 4)).toBe('44');
    expect(prose).toMatch(
      /para enfemenino\.com la talla 38 de Francia y España es una 8 estadounidense, y para LazyTools, una 6/,
    );
  });
});
