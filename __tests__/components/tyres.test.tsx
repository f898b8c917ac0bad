/**
 * Issue 34: the tyre page as a visitor uses it. Expected values are worked out by hand from the ETRTO design formula
 * (sidewall = width × aspect / 100; diameter = rim × 25.4 + 2 × sidewall; circumference = π × diameter), never pasted
 * from the screen; the text's own figures are checked against the calculator at the end.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextSections } from '@/components/text-sections';
import { TyreCalculator } from '@/components/tyres/tyre-calculator';
import { TyresPage } from '@/components/tyres/tyres-page';
import { LOAD_INDEX_EXAMPLE, SPEED_SYMBOLS, TYRES_PATH, tyresContent, tyresRoute } from '@/lib/content/tyres';
import type { RoutePath } from '@/lib/routes';
import { TYRE_PAIRS } from '@/lib/tools/tyre-pairs';
import { compareTyres, readTyre, type TyreDimensions } from '@/lib/tools/tyres';
import { formatNumber } from '@/lib/units/format';

const NOTE = 'Nota del dibujo.';

beforeEach(() => window.history.replaceState(null, '', TYRES_PATH));

function setup() {
  const user = userEvent.setup();
  const view = render(<TyreCalculator drawingNote={NOTE} />);
  const current = screen.getByLabelText('Medida actual') as HTMLInputElement;
  const replacement = screen.getByLabelText('Medida nueva (para comparar, opcional)') as HTMLInputElement;
  const typeInto = async (field: HTMLInputElement, text: string) => {
    await user.clear(field);
    if (text !== '') await user.type(field, text);
  };
  return { user, view, current, replacement, typeInto };
}

/** The cells of a row of the table, named by its header ('Diámetro total'). */
function row(name: string): string[] {
  const header = screen.getByRole('rowheader', { name });
  return within(header.closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

const resultLine = () => screen.getByRole('status').textContent;

/** D31: text with a point between two digits whose element is not marked data-n, which the comma would never reach. */
function unmarkedDecimals(root: HTMLElement): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    if (/\d\.\d/.test(text) && !node.parentElement?.hasAttribute('data-n')) found.push(text);
  }
  return found;
}

describe('TyreCalculator', () => {
  it('opens on 205/55 R16 against 225/45 R17: 634.3 against 631.9 mm, +2.4 / 631.9 = +0.3798 % (D8: 4 significant digits below 1), and a clean address', () => {
    const { current, replacement } = setup();
    expect([current.value, replacement.value]).toEqual(['205/55 R16', '225/45 R17']);
    expect(resultLine()).toBe('225/45 R17 frente a 205/55 R16 → +0.3798 % de diámetro');
    // 100 × 631.9 / 634.3 = 99.6216; 100 × 634.3 / 631.9 = 100.3798.
    expect(screen.getByText('A 100 km/h reales, el velocímetro marca').nextElementSibling).toHaveTextContent(
      '≈ 99.62 km/h',
    );
    expect(screen.getByText('Con el velocímetro en 100 km/h, vas a').nextElementSibling).toHaveTextContent(
      '≈ 100.38 km/h',
    );
    expect(screen.getByText('Dentro de la regla práctica del ±3 % de diámetro.')).toBeInTheDocument();
    expect(screen.getByText(/regla práctica de talleres y fabricantes, no una norma legal/)).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('tabulates both sizes in mm and in, and their differences', () => {
    setup();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Dato',
      'Actual: 205/55 R16',
      'Nueva: 225/45 R17',
      'Diferencia',
    ]);
    // 205 mm = 8.07 in; 225 mm = 8.86 in; +20 / 205 = +9.76 %.
    expect(row('Ancho')).toEqual(['205 mm8.07 in', '225 mm8.86 in', '+20 mm+9.76 %']);
    // 112.75 mm (4.44 in) and 101.25 mm (3.99 in), shown to 0.1 mm half away from zero; −11.5 / 112.75 = −10.2 %.
    expect(row('Flanco (alto del perfil)')).toEqual(['112.8 mm4.44 in', '101.3 mm3.99 in', '-11.5 mm-10.2 %']);
    expect(row('Diámetro del rin (llanta en España)')).toEqual(['406.4 mm16 in', '431.8 mm17 in', '+25.4 mm+6.25 %']);
    // 631.9 / 25.4 = 24.878 in; 634.3 / 25.4 = 24.972 in.
    expect(row('Diámetro total')).toEqual(['631.9 mm24.88 in', '634.3 mm24.97 in', '+2.4 mm+0.3798 %']);
    // π × 631.9 = 1985.17 mm = 78.16 in; π × 634.3 = 1992.71 mm = 78.45 in; +7.54 mm.
    expect(row('Circunferencia')).toEqual(['1985.2 mm78.16 in', '1992.7 mm78.45 in', '+7.5 mm+0.3798 %']);
    // 1 000 000 / 1985.17 = 503.73; 1 000 000 / 1992.71 = 501.83.
    expect(row('Vueltas por kilómetro')).toEqual(['503.7', '501.8', '-1.9']);
    // 1 609 344 / 1985.17 = 810.68; 1 609 344 / 1992.71 = 807.61.
    expect(row('Vueltas por milla')).toEqual(['810.7', '807.6', '-3.1']);
  });

  it('draws both tyres to scale, in millimetres, with an accessible name', () => {
    const { view } = setup();
    const drawing = screen.getByRole('img', { name: /^Dibujo a escala/ });
    expect(drawing).toHaveAccessibleName(
      'Dibujo a escala: medida actual 205/55 R16, 631.9 mm de diámetro con un rin de 406.4 mm; medida nueva 225/45 R17, 634.3 mm de diámetro con un rin de 431.8 mm.',
    );
    const radii = [...view.container.querySelectorAll('circle')].map((circle) => Number(circle.getAttribute('r')));
    // Tyre, rim and hub of each: 631.9 / 2, 406.4 / 2, 406.4 × 0.12; 634.3 / 2, 431.8 / 2, 431.8 × 0.12.
    expect(radii[0]).toBeCloseTo(315.95, 9);
    expect(radii[1]).toBeCloseTo(203.2, 9);
    expect(radii[3]).toBeCloseTo(317.15, 9);
    expect(radii[4]).toBeCloseTo(215.9, 9);
    expect(screen.getByText('Medida nueva: 225/45 R17, 634.3 mm de diámetro')).toBeInTheDocument();
    expect(screen.getByText(NOTE)).toBeInTheDocument();
  });

  it('reads one size alone when the second field is empty: the issue’s “265/70R17 en pulgadas”', async () => {
    const { current, replacement, typeInto } = setup();
    await typeInto(replacement, '');
    await typeInto(current, '265/70R17');
    // 431.8 + 2 × 185.5 = 802.8 mm; 802.8 / 25.4 = 31.606 in.
    expect(resultLine()).toBe('265/70 R17 → 802.8 mm (31.61 in) de diámetro');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Dato', '265/70 R17']);
    expect(row('Flanco (alto del perfil)')).toEqual(['185.5 mm7.3 in']);
    expect(screen.queryByText(/velocímetro marca/)).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Dibujo a escala/ })).toHaveAccessibleName(
      'Dibujo a escala: medida actual 265/70 R17, 802.8 mm de diámetro con un rin de 431.8 mm.',
    );
    expect(replacement).not.toHaveAttribute('aria-invalid');
    expect(new URLSearchParams(window.location.search).get('medida')).toBe('265/70R17');
  });

  it('reads a flotation size in inches: 31x10.50R15 is 787.4 mm tall and 266.7 mm wide', async () => {
    const { current, replacement, typeInto } = setup();
    await typeInto(replacement, '');
    await typeInto(current, '31x10.50R15');
    expect(resultLine()).toBe('31x10.50R15 → 787.4 mm (31 in) de diámetro');
    expect(row('Ancho')).toEqual(['266.7 mm10.5 in']);
    // (31 − 15) / 2 = 8 in = 203.2 mm.
    expect(row('Flanco (alto del perfil)')).toEqual(['203.2 mm8 in']);
  });

  it('reads the size as moulded on a tyre above 300 km/h, “255/35 ZR19 (96Y)”, and a winter “M+S”', async () => {
    const { current, replacement, typeInto } = setup();
    await typeInto(replacement, '');
    await typeInto(current, '255/35 ZR19 (96Y)');
    // 482.6 + 2 × 89.25 = 661.1 mm; 661.1 / 25.4 = 26.03 in.
    expect(resultLine()).toBe('255/35 R19 → 661.1 mm (26.03 in) de diámetro');
    await typeInto(current, '205/55 R16 XL 94V M+S');
    expect(resultLine()).toBe('205/55 R16 → 631.9 mm (24.88 in) de diámetro');
  });

  it('says when a swap is outside the ±3 % rule of thumb: 205/55 R16 → 215/65 R16 is +54 / 631.9 = +8.55 %', async () => {
    const { replacement, typeInto } = setup();
    await typeInto(replacement, '215/65 R16');
    expect(resultLine()).toBe('215/65 R16 frente a 205/55 R16 → +8.55 % de diámetro');
    // 100 × 631.9 / 685.9 = 92.127 km/h shown at a real 100.
    expect(screen.getByText('A 100 km/h reales, el velocímetro marca').nextElementSibling).toHaveTextContent(
      '≈ 92.13 km/h',
    );
    expect(screen.getByText('Fuera de la regla práctica del ±3 %: el diámetro cambia un +8.55 %.')).toBeInTheDocument();
    expect(window.location.search).toBe('?medida=205%2F55+R16&nueva=215%2F65+R16');
  });

  it('a smaller tyre: 195/55 R16 gives −11 / 631.9 = −1.74 %, and the speedometer reads 101.77', async () => {
    const { replacement, typeInto } = setup();
    await typeInto(replacement, '195/55 R16');
    expect(resultLine()).toBe('195/55 R16 frente a 205/55 R16 → -1.74 % de diámetro');
    expect(screen.getByText('A 100 km/h reales, el velocímetro marca').nextElementSibling).toHaveTextContent(
      '≈ 101.77 km/h',
    );
  });

  it('puts the reason under the field that cannot be read, and shows no NaN', async () => {
    const { current, replacement, typeInto } = setup();
    await typeInto(replacement, 'abc');
    expect(replacement).toHaveAttribute('aria-invalid', 'true');
    expect(replacement).toHaveAccessibleDescription(/No reconozco esa medida/);
    // The first size still reads; nothing is compared.
    expect(resultLine()).toBe('205/55 R16 → 631.9 mm (24.88 in) de diámetro');
    expect(screen.queryByText('Diferencia')).not.toBeInTheDocument();

    await typeInto(replacement, '205/105 R16');
    expect(replacement).toHaveAccessibleDescription(/no pasa de 100/);

    await typeInto(current, '');
    expect(current).toHaveAccessibleDescription(/Escribe la medida/);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('marks every decimal it writes for the visitor’s separator (D31), a flotation size’s too', async () => {
    const { view, current, typeInto } = setup();
    expect(unmarkedDecimals(view.container)).toEqual([]);
    await typeInto(current, '31x10.50R15');
    expect(unmarkedDecimals(view.container)).toEqual([]);
    await typeInto(current, '31x10.50');
    expect(current).toHaveAccessibleDescription(/31x10.50R15/);
    expect(unmarkedDecimals(view.container)).toEqual([]);
  });

  it('opens on a question page’s sizes (issue 34): 31x10.50R15 against 265/75 R15, (778.5 − 787.4) / 787.4 = −1.13 %', () => {
    render(<TyreCalculator drawingNote={NOTE} initial={{ current: '31x10.50R15', replacement: '265/75 R15' }} />);
    expect(resultLine()).toBe('265/75 R15 frente a 31x10.50R15 → -1.13 % de diámetro');
    expect(window.location.search).toBe('');
  });

  it('opens on a question page’s size alone: 205/55 R16 is 631.9 mm, 631.9 / 25.4 = 24.878 in', () => {
    render(<TyreCalculator drawingNote={NOTE} initial={{ current: '205/55 R16', replacement: '' }} />);
    expect(resultLine()).toBe('205/55 R16 → 631.9 mm (24.88 in) de diámetro');
    expect(screen.getByLabelText('Medida nueva (para comparar, opcional)')).toHaveValue('');
  });

  it('opens with the sizes the address carries (D9)', () => {
    window.history.replaceState(null, '', `${TYRES_PATH}?medida=195%2F65R15&nueva=205%2F55R16&x=1`);
    const { current, replacement } = setup();
    expect([current.value, replacement.value]).toEqual(['195/65R15', '205/55R16']);
    // 381 + 2 × 126.75 = 634.5 mm against 631.9 mm: −2.6 / 634.5 = −0.4098 %.
    expect(resultLine()).toBe('205/55 R16 frente a 195/65 R15 → -0.4098 % de diámetro');
    expect(window.location.search).toBe('?medida=195%2F65R15&nueva=205%2F55R16');
  });
});

describe('the links to the question pages (issue 34)', () => {
  it('lists every question page under the calculator', () => {
    render(<TyresPage path={TYRES_PATH as RoutePath} />);
    const links = within(screen.getByRole('navigation', { name: 'Conversiones frecuentes' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      TYRE_PAIRS.map((pair) => [pair.spec.name, pair.path]),
    );
    expect(links[0]).toHaveAttribute('href', '/calculadora-de-llantas/205-55-r16-en-pulgadas');
  });
});

describe('the page’s words', () => {
  const text = tyresContent.sections.flatMap((section) => [section.title, ...section.paragraphs]).join('\n');
  const tyre = (size: string): TyreDimensions => {
    const outcome = readTyre(size);
    if (!outcome.ok) throw new Error(outcome.reason);
    return outcome.tyre;
  };

  it('has at least 300 words of explanation', () => {
    expect(text.split(/\s+/).filter(Boolean).length).toBeGreaterThanOrEqual(300);
  });

  it('states the calculator’s own figures for 205/55 R16', () => {
    const t = tyre('205/55 R16');
    expect(text).toContain(`= ${formatNumber(t.sidewall.mm, 2)} mm`);
    expect(text).toContain(`16 × 25.4 = ${formatNumber(t.rim.mm, 1)} mm`);
    expect(text).toContain(`= ${formatNumber(t.diameter.mm, 1)} mm, o ${formatNumber(t.diameter.in, 2)} pulgadas`);
    expect(text).toContain(`${formatNumber(t.circumference.mm, 1)} mm, así que`);
    expect(text).toContain(`unas ${formatNumber(t.revolutionsPerKm, 1)} vueltas por kilómetro`);
  });

  it('states the calculator’s figures for the flotation and LT examples', () => {
    const flotation = tyre('31x10.50R15');
    expect(text).toContain(
      `${formatNumber(flotation.sidewall.in, 2)} pulgadas, o ${formatNumber(flotation.sidewall.mm, 1)} mm`,
    );
    expect(text).toContain(
      `${formatNumber(flotation.diameter.mm, 1)} mm de alto y ${formatNumber(flotation.width.mm, 1)} mm de ancho`,
    );
    const lt = tyre('LT265/70R17');
    expect(text).toContain(
      `flanco de ${formatNumber(lt.sidewall.mm, 1)} mm y un diámetro de ${formatNumber(lt.diameter.mm, 1)} mm, es decir, ${formatNumber(lt.diameter.in, 2)} pulgadas`,
    );
  });

  it('states the calculator’s comparisons', () => {
    const taller = compareTyres(tyre('205/55 R16'), tyre('215/65 R16'));
    expect(text).toContain(
      `(${formatNumber(taller.replacement.diameter.mm, 1)} mm), el diámetro crece un ${formatNumber(taller.diameterDifferencePercent, 2)} %`,
    );
    expect(text).toContain(`marcará unos ${formatNumber(taller.speedometerAtReal100, 2)} km/h`);
    const plusOne = compareTyres(tyre('205/55 R16'), tyre('225/45 R17'));
    expect(text).toContain(
      `mide ${formatNumber(plusOne.replacement.diameter.mm, 1)} mm, frente a los ${formatNumber(plusOne.original.diameter.mm, 1)} mm`,
    );
    expect(text).toContain(
      `: solo ${formatNumber(plusOne.replacement.diameter.mm - plusOne.original.diameter.mm, 1)} mm más`,
    );
  });

  it('says the ±3 % is a rule of thumb, and gives the regional words (D35)', () => {
    expect(text).toMatch(/regla práctica, no una norma legal/);
    expect(text).toMatch(/la llanta es la pieza metálica y la de caucho es el neumático/);
    expect(tyresRoute.label).toBe('Llantas (neumáticos)');
  });

  it('reads the load index and speed symbols from their sourced tables', () => {
    expect(text).toContain(`equivale a ${LOAD_INDEX_EXAMPLE.kilograms} kg por llanta`);
    expect(text).toContain(`la V es el código de velocidad, que la autoriza hasta ${SPEED_SYMBOLS.V} km/h`);
    for (const letter of ['T', 'H', 'W'] as const)
      expect(text).toContain(`la ${letter} (${SPEED_SYMBOLS[letter]} km/h)`);
  });

  it('renders with every decimal marked (D31)', () => {
    const { container } = render(<TextSections sections={tyresContent.sections} />);
    expect(unmarkedDecimals(container)).toEqual([]);
  });

  it('keeps the description within 160 characters', () => {
    expect(tyresRoute.description.length).toBeLessThanOrEqual(160);
    expect(tyresRoute.path).toBe('/calculadora-de-llantas');
  });
});
