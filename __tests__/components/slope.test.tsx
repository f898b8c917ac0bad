/**
 * Issue 34: /convertir-pendiente. Expected values worked out by hand from tan(angle) = rise / horizontal run:
 * atan(0.1) = 0.0996687 rad = 5.710593° = 5°42′38.14″; atan(1/12) = 0.0831412 rad = 4.763642° = 4°45′49.11″.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SlopeConverter } from '@/components/slope/slope-converter';
import { SlopePage } from '@/components/slope/slope-page';
import { route, SLOPE_PATH, slopeContent } from '@/lib/content/slope';
import type { RoutePath } from '@/lib/routes';
import { convertSlope, type SlopeUnit } from '@/lib/tools/slope';
import { formatNumber } from '@/lib/units/format';

// The route is added to lib/routes.ts by the lead; until then its JSON-LD cannot be looked up.
jest.mock('@/components/structured-data', () => ({ StructuredData: () => null }));

function setup() {
  const user = userEvent.setup();
  render(<SlopeConverter />);
  return {
    user,
    value: screen.getByLabelText('Valor') as HTMLInputElement,
    unit: screen.getByLabelText('Unidad') as HTMLSelectElement,
    rise: screen.getByLabelText('Subida (altura)') as HTMLInputElement,
    run: screen.getByLabelText('Avance horizontal') as HTMLInputElement,
  };
}

/** The conversion table's rows as 'name: value'. */
const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => `${within(row).getByRole('rowheader').textContent}: ${within(row).getByRole('cell').textContent}`);

const caption = () => document.querySelector('figcaption')?.textContent ?? null;

async function typeValue(user: ReturnType<typeof userEvent.setup>, field: HTMLInputElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
}

beforeEach(() => window.history.replaceState(null, '', SLOPE_PATH));

describe('SlopeConverter: one slope in every unit', () => {
  it('starts on 10 %: 5.7106° (5°42′38.14″), 100 ‰, 1:10, 0.09967 rad (D8: 4 significant digits), drawn as 10 over 100', () => {
    const { value, unit } = setup();
    expect([value.value, unit.value]).toEqual(['10', 'porcentaje']);
    expect(screen.getByRole('table', { name: 'Una pendiente de 10 % equivale a:' })).toBeInTheDocument();
    expect(rows()).toEqual([
      'Grados (°): 5.7106° (5°42′38.14″)',
      'Por mil (‰): 100 ‰',
      'Razón 1:n: 1:10',
      'Radianes (rad): 0.09967 rad',
    ]);
    expect(caption()).toBe('Dibujo a escala de una pendiente de 5.71°: sube 10 por cada 100 de avance horizontal.');
    expect(window.location.search).toBe('');
  });

  it('100 % is exactly 45° and 1:1; π/4 = 0.7854 rad', async () => {
    const { user, value } = setup();
    await typeValue(user, value, '100');
    expect(rows()).toEqual(['Grados (°): 45°', 'Por mil (‰): 1000 ‰', 'Razón 1:n: 1:1', 'Radianes (rad): 0.7854 rad']);
    expect(new URLSearchParams(window.location.search).get('valor')).toBe('100');
  });

  it('a ratio typed as 1:12: 100 / 12 = 8.3333 %, 4.7636°', async () => {
    const { user, value, unit } = setup();
    await user.selectOptions(unit, 'razon');
    await typeValue(user, value, '1:12');
    expect(screen.getByRole('table', { name: 'Una pendiente de 1:12 equivale a:' })).toBeInTheDocument();
    expect(rows()).toEqual([
      'Porcentaje (%): 8.3333 %',
      'Grados (°): 4.7636° (4°45′49.11″)',
      'Por mil (‰): 83.3333 ‰',
      'Radianes (rad): 0.08314 rad',
    ]);
  });

  it('30° in percent: 100 × tan 30° = 57.735 %', async () => {
    const { user, value, unit } = setup();
    await user.selectOptions(unit, 'grados');
    await typeValue(user, value, '30');
    expect(rows()[0]).toBe('Porcentaje (%): 57.735 %');
  });

  it('90° is a vertical wall: no percent nor per mille (said), 1:0, π/2 = 1.5708 rad', async () => {
    const { user, value, unit } = setup();
    await user.selectOptions(unit, 'grados');
    await typeValue(user, value, '90');
    expect(rows()).toEqual([
      'Porcentaje (%): No tiene',
      'Por mil (‰): No tiene',
      'Razón 1:n: 1:0',
      'Radianes (rad): 1.5708 rad',
    ]);
    expect(
      screen.getByText(/Una pared vertical \(90°\) no tiene pendiente en porcentaje ni por mil/),
    ).toBeInTheDocument();
    expect(caption()).toBe('Dibujo de una pared vertical (90°): sube sin avanzar en horizontal.');
  });

  it('1.5708 rad, as the page writes π/2, typed back is the vertical wall (90°), not «more than 90°»; 1.571 is refused', async () => {
    const { user, value, unit } = setup();
    await user.selectOptions(unit, 'radianes');
    await typeValue(user, value, '1.5708');
    expect(rows()).toContain('Grados (°): 90°');
    expect(rows()).toContain('Porcentaje (%): No tiene');
    await typeValue(user, value, '1.571');
    expect(screen.getByText(/más de 90°/)).toBeInTheDocument();
  });

  it('0 % is flat: 0°, and no ratio 1:n (said)', async () => {
    const { user, value } = setup();
    await typeValue(user, value, '0');
    expect(rows()).toContain('Razón 1:n: No tiene');
    expect(rows()).toContain('Grados (°): 0°');
    expect(screen.getByText(/no tiene razón 1:n: el terreno es llano/)).toBeInTheDocument();
  });

  it.each([
    ['grados', '91', /más de 90°/],
    ['porcentaje', '-10', /sin signo/],
    ['porcentaje', 'cuesta', /Introduce un número válido/],
    ['razon', '0:5', /no tiene razón 1:n/],
  ])('%s %p gives a hint under the field, no table, never NaN', async (unitKey, text, hint) => {
    const { user, value, unit } = setup();
    await user.selectOptions(unit, unitKey);
    await typeValue(user, value, text);
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(hint)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('opens in the state the address carries', () => {
    window.history.replaceState(null, '', `${SLOPE_PATH}?valor=1%3A8&unidad=razon`);
    setup();
    // 100 / 8 = 12.5 %
    expect(rows()[0]).toBe('Porcentaje (%): 12.5 %');
  });

  it('opens on a question page’s slope (issue 34): 1:12 is 100 / 12 = 8.3333 %, with a clean address', () => {
    render(<SlopeConverter initial={{ value: '1:12', unit: 'razon' }} />);
    expect((screen.getByLabelText('Valor') as HTMLInputElement).value).toBe('1:12');
    expect((screen.getByLabelText('Unidad') as HTMLSelectElement).value).toBe('razon');
    expect(rows()[0]).toBe('Porcentaje (%): 8.3333 %');
    expect(window.location.search).toBe('');
  });

  it('a question page still gives way to the address: ?valor=20 there reads 20 in the page’s unit', () => {
    window.history.replaceState(null, '', `${SLOPE_PATH}/por-mil-a-porcentaje?valor=20`);
    render(<SlopeConverter initial={{ value: '20', unit: 'por_mil' }} />);
    // 20 ‰ = 2 %
    expect(rows()[0]).toBe('Porcentaje (%): 2 %');
  });
});

describe('SlopeConverter: rise and run', () => {
  it('starts on a ramp that climbs 0.5 in 6: 8.3333 %, 4.7636°, 83.3333 ‰, 1:12, 0.08314 rad', () => {
    setup();
    expect(screen.getByText('0.5 de subida en 6 de avance → 8.3333 %')).toBeInTheDocument();
    expect(screen.getByText('Equivale a 4.7636° (4°45′49.11″), 83.3333 ‰, 1:12 y 0.08314 rad.')).toBeInTheDocument();
  });

  it('typing the lengths redraws the drawing with them: 1 over 1 is 45°', async () => {
    const { user, rise, run } = setup();
    await typeValue(user, rise, '1');
    await typeValue(user, run, '1');
    expect(screen.getByText('1 de subida en 1 de avance → 100 %')).toBeInTheDocument();
    expect(caption()).toBe('Dibujo a escala de una pendiente de 45°: sube 1 por cada 1 de avance horizontal.');
    const query = new URLSearchParams(window.location.search);
    expect([query.get('subida'), query.get('avance')]).toEqual(['1', '1']);
  });

  it('typing the slope again draws the slope', async () => {
    const { user, rise, value } = setup();
    await typeValue(user, rise, '3');
    expect(caption()).toMatch(/sube 3 por cada 6/);
    await typeValue(user, value, '50');
    // atan(0.5) = 26.565°
    expect(caption()).toBe('Dibujo a escala de una pendiente de 26.57°: sube 50 por cada 100 de avance horizontal.');
  });

  it('a run of 0 gets its hint under the run; a negative rise under the rise', async () => {
    const { user, rise, run } = setup();
    await typeValue(user, run, '0');
    expect(run).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/avance horizontal debe ser mayor que 0/)).toBeInTheDocument();
    await typeValue(user, run, '5');
    await typeValue(user, rise, '-1');
    expect(rise).toHaveAttribute('aria-invalid', 'true');
    expect(run).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/de subida en/)).toBeNull();
  });
});

describe('the page', () => {
  it('links to its question pages under the converter (issue 34)', () => {
    render(<SlopePage path={SLOPE_PATH as RoutePath} />);
    const links = within(screen.getByRole('navigation', { name: 'Conversiones frecuentes' }));
    expect(links.getByRole('link', { name: 'Porcentaje a grados' })).toHaveAttribute(
      'href',
      `${SLOPE_PATH}/porcentaje-a-grados`,
    );
    expect(links.getAllByRole('link')).toHaveLength(5);
  });

  it('renders the form, the drawing at 10 %, the everyday slopes with their sources and the text', () => {
    render(<SlopePage path={SLOPE_PATH as RoutePath} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Convertir pendiente' })).toBeInTheDocument();
    expect(caption()).toMatch(/5\.71°/);
    const limits = within(screen.getByRole('region', { name: 'Pendientes de referencia' }));
    const row = (what: string) =>
      within(limits.getByRole('rowheader', { name: what }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // 10 %: atan(0.1) = 5.71°, 1:10
    expect(row('Rampa de un itinerario accesible de menos de 3 m: máximo')).toEqual([
      '10 %',
      '5.71°',
      '1:10',
      'CTE DB SUA, SUA 1, 4.3.1 (España)',
    ]);
    // 1:12 = 8.33 %, 4.76°
    expect(row('Rampa accesible en EE. UU.: máximo')).toEqual(['8.33 %', '4.76°', '1:12', 'Normas ADA de 2010, 405.2']);
    // 34.8 %: atan(0.348) = 19.19°; 1 / 0.348 = 2.87
    expect(row('Baldwin Street (Dunedin, Nueva Zelanda), la calle más empinada del mundo')).toEqual([
      '≈ 34.8 % (aproximado)',
      '≈ 19.19° (aproximado)',
      '≈ 1:2.87 (aproximado)',
      'Guinness World Records, 2020',
    ]);
    expect(screen.getByRole('heading', { name: 'Rampas accesibles' })).toBeInTheDocument();
  });
});

describe('the route entry and the words', () => {
  const prose = slopeContent.sections.flatMap((section) => [section.title, ...section.paragraphs]).join('\n');
  const say = (value: number, from: SlopeUnit, to: SlopeUnit) => {
    const outcome = convertSlope(value, from, to);
    if (!outcome.ok) throw new Error(outcome.reason);
    return formatNumber(outcome.value, 2);
  };

  it('is a calculator in «Medidas especiales», with a description search engines show whole', () => {
    expect(route).toMatchObject({ path: '/convertir-pendiente', kind: 'calculator', group: 'Medidas especiales' });
    expect(route.description.length).toBeLessThanOrEqual(160);
    expect(route.title.length).toBeLessThanOrEqual(70);
  });

  it('has at least 300 words of explanation', () => {
    expect(prose.split(/\s+/u).filter(Boolean).length).toBeGreaterThanOrEqual(300);
  });

  it('states every slope as the tool computes it (STYLE 11)', () => {
    const statements = [
      `el 10 % es el ${say(10, 'porcentaje', 'por_mil')} ‰`,
      `una rampa 1:12 sube 1 cm por cada 12 cm de avance, que es un ${say(12, 'razon', 'porcentaje')} %`,
      `el 10 % son ${say(10, 'porcentaje', 'grados')}°, el 50 % son ${say(50, 'porcentaje', 'grados')}° y el 100 % son exactamente ${say(100, 'porcentaje', 'grados')}°`,
      `60° son ${say(60, 'grados', 'porcentaje')} % y 80° son ${say(80, 'grados', 'porcentaje')} %`,
      `no más empinadas que 1:12, es decir, un ${say(12, 'razon', 'porcentaje')} % o ${say(12, 'razon', 'grados')}°`,
      `Una señal del 10 % avisa de un tramo que baja o sube 10 m por cada 100 m, unos ${say(10, 'porcentaje', 'grados')}°`,
      `con un 34.8 %, unos ${say(34.8, 'porcentaje', 'grados')}°`,
      `de un 23.5 % según las altimetrías publicadas (unos ${say(23.5, 'porcentaje', 'grados')}°)`,
      `un tejado de 30° tiene un ${say(30, 'grados', 'porcentaje')} % de pendiente`,
    ];
    for (const statement of statements)
      expect({ statement, found: prose.includes(statement) }).toEqual({ statement, found: true });
    // 100 % is 45° exactly: tan 45° = 1.
    expect(convertSlope(100, 'porcentaje', 'grados')).toEqual({ ok: true, value: 45 });
  });

  it('the prose and the table state the same limits', () => {
    for (const limit of slopeContent.limits.rows) {
      const figure = 'percent' in limit.given ? `${formatNumber(limit.given.percent, 2)} %` : `1:${limit.given.ratio}`;
      expect({ limit: limit.what, inProse: prose.includes(figure) }).toEqual({ limit: limit.what, inProse: true });
    }
  });

  it('never writes NaN, Infinity or undefined, nor a dotted section number the decimal comma would rewrite (D31)', () => {
    for (const text of [prose, slopeContent.intro, slopeContent.limits.caption, route.description]) {
      expect(text).not.toMatch(/NaN|Infinity|undefined/);
      expect(text).not.toMatch(/\d\.\d+\.\d/);
    }
  });
});
