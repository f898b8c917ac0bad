/**
 * Issue 34: /tamanos-de-papel. Expected values worked out by hand: 1 in = 25.4 mm; px = in × ppp rounded to whole
 * pixels; A4 is 210 × 297 mm = 8.2677 × 11.6929 in; carta 8.5 × 11 in = 215.9 × 279.4 mm.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaperSizesPage } from '@/components/paper-sizes/paper-sizes-page';
import { PaperTool } from '@/components/paper-sizes/paper-tool';
import { PAPER_SIZES_PATH, paperSizesContent, route } from '@/lib/content/paper-sizes';
import type { RoutePath } from '@/lib/routes';
import { PAPER_PAIRS } from '@/lib/tools/paper-pairs';
import { type PaperSize, paperByKey, paperDimensions, paperPixels } from '@/lib/tools/paper-sizes';
import { formatNumber } from '@/lib/units/format';

// The route is added to lib/routes.ts by the lead; until then its JSON-LD cannot be looked up.
jest.mock('@/components/structured-data', () => ({ StructuredData: () => null }));

function setup() {
  const user = userEvent.setup();
  render(<PaperTool />);
  return {
    user,
    paper: screen.getByLabelText('Tamaño') as HTMLSelectElement,
    other: screen.getByLabelText('Comparar con') as HTMLSelectElement,
    ppp: screen.getByLabelText('Resolución (ppp)') as HTMLInputElement,
  };
}

const lines = () => screen.queryAllByText(/ ppp → /).map((line) => line.textContent);
const caption = () => document.querySelector('figcaption')?.textContent ?? null;

beforeEach(() => window.history.replaceState(null, '', PAPER_SIZES_PATH));

describe('PaperTool', () => {
  it('starts on A4 over carta at 96 ppp: 8.2677 × 96 = 793.7 → 794, 11.6929 × 96 = 1122.5 → 1123; carta 816 × 1056', () => {
    const { paper, other, ppp } = setup();
    expect([paper.value, other.value, ppp.value]).toEqual(['a4', 'carta', '96']);
    expect(lines()).toEqual(['A4 a 96 ppp → 794 × 1123 px', 'Carta a 96 ppp → 816 × 1056 px']);
    expect(screen.getByText('8.2677 × 11.6929 in × 96 ppp, redondeado al píxel entero.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '96 ppp' })).toHaveAttribute('aria-pressed', 'true');
    // 215.9 − 210 = 5.9; 297 − 279.4 = 17.6
    expect(caption()).toBe(
      'Tamaño A4 (210 × 297 mm) sobre tamaño carta (215.9 × 279.4 mm), a escala: el tamaño carta tiene 5.9 mm más de ancho y 17.6 mm menos de alto.',
    );
    expect(window.location.search).toBe('');
  });

  it('offers the four resolutions of the pixel page: 300 ppp gives 2480 × 3508 px and goes into the address', async () => {
    const { user } = setup();
    expect(
      within(screen.getByRole('group', { name: 'Resoluciones habituales' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['72 ppp', '96 ppp', '150 ppp', '300 ppp']);
    await user.click(screen.getByRole('button', { name: '300 ppp' }));
    // 8.5 × 300 = 2550, 11 × 300 = 3300
    expect(lines()).toEqual(['A4 a 300 ppp → 2480 × 3508 px', 'Carta a 300 ppp → 2550 × 3300 px']);
    expect(window.location.search).toBe('?tamano=a4&comparar=carta&ppp=300');
  });

  it('the oficio at 300 ppp: 13.4 × 300 = 4020; A0 at 150 ppp: 841 / 25.4 × 150 = 4966.5 → 4967, 7021.65 → 7022', async () => {
    const { user, paper, ppp } = setup();
    await user.selectOptions(paper, 'oficio_pwg');
    await user.clear(ppp);
    await user.type(ppp, '300');
    expect(lines()[0]).toBe('Oficio a 300 ppp → 2550 × 4020 px');
    await user.selectOptions(paper, 'a0');
    await user.clear(ppp);
    await user.type(ppp, '150');
    expect(lines()[0]).toBe('A0 a 150 ppp → 4967 × 7022 px');
  });

  it('a typed resolution: A4 at 600 ppp → 4961 × 7016 px (4960.6, 7015.7)', async () => {
    const { user, ppp } = setup();
    await user.clear(ppp);
    await user.type(ppp, '600');
    expect(lines()[0]).toBe('A4 a 600 ppp → 4961 × 7016 px');
    expect(screen.getByRole('button', { name: '96 ppp' })).toHaveAttribute('aria-pressed', 'false');
  });

  it.each([
    ['0', /mayor que 0/],
    ['-96', /mayor que 0/],
    ['muchos', /Introduce un número válido/],
    ['1000000', /pasa de 100 000 ppp/],
  ])('%p ppp gives a hint under the field and no pixels, never NaN', async (text, hint) => {
    const { user, ppp } = setup();
    await user.clear(ppp);
    await user.type(ppp, text);
    expect(ppp).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(hint)).toBeInTheDocument();
    expect(lines()).toEqual([]);
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('compares with nothing, or with a smaller size: A5 has 210 − 148 = 62 mm less width and 297 − 210 = 87 mm less height', async () => {
    const { user, other } = setup();
    await user.selectOptions(other, 'ninguno');
    expect(caption()).toBe('Tamaño A4 (210 × 297 mm), a escala.');
    expect(lines()).toEqual(['A4 a 96 ppp → 794 × 1123 px']);
    await user.selectOptions(other, 'a5');
    expect(caption()).toBe(
      'Tamaño A4 (210 × 297 mm) sobre tamaño A5 (148 × 210 mm), a escala: el tamaño A5 tiene 62 mm menos de ancho y 87 mm menos de alto.',
    );
  });

  it('opens on a question page’s size (issue 34): A3 over A4 at 300 ppp, 11.6929 × 300 = 3507.9 → 3508, 16.5354 × 300 = 4960.6 → 4961', () => {
    render(<PaperTool initial={{ paper: 'a3', other: 'a4', ppp: '300' }} />);
    expect(lines()).toEqual(['A3 a 300 ppp → 3508 × 4961 px', 'A4 a 300 ppp → 2480 × 3508 px']);
    expect((screen.getByLabelText('Comparar con') as HTMLSelectElement).value).toBe('a4');
    expect(window.location.search).toBe('');
  });

  it('opens in the state the address carries: A3 at 72 ppp → 841.9 → 842 × 1190.6 → 1191 px', () => {
    window.history.replaceState(null, '', `${PAPER_SIZES_PATH}?tamano=a3&comparar=ninguno&ppp=72&otra=1`);
    setup();
    expect(lines()).toEqual(['A3 a 72 ppp → 842 × 1191 px']);
    expect(window.location.search).toBe('?tamano=a3&comparar=ninguno&ppp=72');
  });
});

describe('the page', () => {
  const cells = (name: string) =>
    within(screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);

  it('writes every size in mm, cm and in, with ≈ where a converted side is rounded', () => {
    render(<PaperSizesPage path={PAPER_SIZES_PATH as RoutePath} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Tamaños de papel' })).toBeInTheDocument();
    // 210 / 25.4 = 8.26772, 297 / 25.4 = 11.69291
    expect(cells('A4')).toEqual(['210 × 297', '21 × 29.7', '≈ 8.27 × 11.69']);
    expect(cells('Carta (Letter)')).toEqual(['215.9 × 279.4', '21.59 × 27.94', '8.5 × 11']);
    // 13.4 × 25.4 = 340.36 mm = 34.036 cm
    expect(cells('Oficio (8.5 × 13.4 in)')).toEqual(['215.9 × 340.36', '≈ 21.59 × 34.04', '8.5 × 13.4']);
    expect(cells('C4')).toEqual(['229 × 324', '22.9 × 32.4', '≈ 9.02 × 12.76']);
    expect(screen.getByText(/El tamaño oficio cambia de un país a otro/)).toBeInTheDocument();
    const tables = screen.getAllByRole('table');
    expect(tables.map((table) => within(table).getAllByRole('row').length - 1)).toEqual([11, 11, 11, 4]);
  });
});

describe('the links to the question pages (issue 34)', () => {
  it('lists every question page under the tool', () => {
    render(<PaperSizesPage path={PAPER_SIZES_PATH as RoutePath} />);
    const links = within(screen.getByRole('navigation', { name: 'Conversiones frecuentes' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      PAPER_PAIRS.map((pair) => [pair.spec.name, pair.path]),
    );
    expect(links[0]).toHaveAttribute('href', '/tamanos-de-papel/a4-en-centimetros');
  });
});

describe('the route entry and the words', () => {
  const prose = paperSizesContent.sections.flatMap((section) => [section.title, ...section.paragraphs]).join('\n');
  const paper = (key: string): PaperSize => {
    const found = paperByKey(key);
    if (!found) throw new Error(key);
    return found;
  };
  const size = (key: string, unit: 'mm' | 'cm' | 'in') => {
    const { width, height } = paperDimensions(paper(key), unit);
    return `${formatNumber(width, 2)} × ${formatNumber(height, 2)}`;
  };
  const pixels = (key: string, ppp: number) => {
    const outcome = paperPixels(paper(key), ppp);
    if (!outcome.ok) throw new Error(outcome.reason);
    return `${outcome.value.width} × ${outcome.value.height} px`;
  };

  it('is a calculator in «Medidas especiales», with a description search engines show whole', () => {
    expect(route).toMatchObject({ path: '/tamanos-de-papel', kind: 'calculator', group: 'Medidas especiales' });
    expect(route.description.length).toBeLessThanOrEqual(160);
    expect(route.title.length).toBeLessThanOrEqual(70);
  });

  it('has at least 300 words of explanation', () => {
    expect(prose.split(/\s+/u).filter(Boolean).length).toBeGreaterThanOrEqual(300);
  });

  it('states every size as the table has it (STYLE 11)', () => {
    const a4 = paperDimensions(paper('a4'), 'mm');
    const carta = paperDimensions(paper('carta'), 'mm');
    const statements = [
      `el A0, de ${size('a0', 'mm')} mm`,
      `la mitad de 297 mm es ${formatNumber(297 / 2, 2)} mm, y el A5 mide ${size('a5', 'mm')} mm`,
      `El A4, de ${size('a4', 'mm')} mm (${size('a4', 'cm')} cm)`,
      `El A3, de ${size('a3', 'mm')} mm`,
      `el B0 mide ${size('b0', 'mm')} mm`,
      `(ISO/IEC 7810 ID-3, ${size('b7', 'mm')} mm) tiene el tamaño del B7`,
      `frente a los ${size('b5', 'mm')} mm del B5 de ISO`,
      `un sobre C4, de ${size('c4', 'mm')} mm`,
      `la carta mide ${size('carta', 'in')} in, que son exactamente ${size('carta', 'mm')} mm`,
      `el tamaño legal, ${size('legal', 'in')} in (${size('legal', 'mm')} mm)`,
      `el tabloide, ${size('tabloide', 'in')} in (${size('tabloide', 'mm')} mm)`,
      `es ${formatNumber(carta.width - a4.width, 2)} mm más ancha y ${formatNumber(a4.height - carta.height, 2)} mm más corta`,
      `de ${size('oficio_pwg', 'in')} in (${size('oficio_pwg', 'mm')} mm)`,
      `Un A4 mide ${size('a4', 'in')} in, así que a 300 ppp necesita ${pixels('a4', 300)}, y a 96 ppp, ${pixels('a4', 96)}`,
    ];
    for (const statement of statements)
      expect({ statement, found: prose.includes(statement) }).toEqual({ statement, found: true });
  });

  it('an An sheet fits a Cn envelope flat, An/2 a C(n+1), An/4 a C(n+2): the A4 claims of the text', () => {
    const fits = (sheet: string, envelope: string) => {
      const [s, e] = [paper(sheet), paper(envelope)];
      return s.width <= e.width && s.height <= e.height;
    };
    expect([fits('a4', 'c4'), fits('a5', 'c5'), fits('a6', 'c6')]).toEqual([true, true, true]);
  });

  it('names no country for the oficio, and never writes NaN, Infinity or undefined', () => {
    expect(prose).not.toMatch(/oficio (de|en) (México|Argentina|Chile|Colombia|Venezuela|Perú|España)/);
    for (const text of [prose, paperSizesContent.intro, paperSizesContent.tables.caption, route.description]) {
      expect(text).not.toMatch(/NaN|Infinity|undefined/);
      // A standard's dotted number (PWG 5101.1) would be rewritten by the decimal comma (D31): the prose avoids them.
      expect(text).not.toMatch(/\b5101\.1\b|\d\.\d+\.\d/);
    }
  });
});
