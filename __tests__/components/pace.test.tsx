/**
 * Issue 34: /convertir-ritmo. Expected values worked out by hand: a pace of p s per d m is d / p m/s; km/h is
 * 1000/3600 m/s; the mile 1609.344 m; the marathon 42.195 km; times rounded to the second, half away from zero (D8).
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaceConverter } from '@/components/pace/pace-converter';
import { PacePage } from '@/components/pace/pace-page';
import { PACE_PATH, paceContent, route } from '@/lib/content/pace';
import type { RoutePath } from '@/lib/routes';
import { convertRunning, finishingTime, formatClock, paceForTime, parsePace, type RunningUnit } from '@/lib/tools/pace';
import { formatNumber } from '@/lib/units/format';

// The route is added to lib/routes.ts by the lead; until then its JSON-LD cannot be looked up.
jest.mock('@/components/structured-data', () => ({ StructuredData: () => null }));

function setup() {
  const user = userEvent.setup();
  render(<PaceConverter />);
  return {
    user,
    value: screen.getByLabelText('Valor') as HTMLInputElement,
    unit: screen.getByLabelText('Unidad') as HTMLSelectElement,
    race: screen.getByLabelText('Distancia') as HTMLSelectElement,
  };
}

/** The table's rows as 'name: value'. */
const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => `${within(row).getByRole('rowheader').textContent}: ${within(row).getByRole('cell').textContent}`);

const raceLine = () => screen.queryByText(/→/)?.textContent ?? null;

beforeEach(() => window.history.replaceState(null, '', PACE_PATH));

describe('PaceConverter: one value in every unit', () => {
  it('starts on 5:00 min/km: 300 × 1.609344 = 482.8 s = 8:03 min/mi, 30 s per 100 m, 12 km/h, 7.46 mph, 3.33 m/s', () => {
    const { value, unit } = setup();
    expect(value.value).toBe('5:00');
    expect(unit.value).toBe('min_km');
    expect(screen.getByRole('table', { name: '5:00 min/km (ritmo) equivale a:' })).toBeInTheDocument();
    expect(rows()).toEqual([
      'Minutos por milla (min/mi): 8:03 min/mi',
      'Segundos por 100 metros (s/100 m): 0:30 /100 m',
      'Kilómetros por hora (km/h): 12 km/h',
      'Millas por hora (mph): 7.46 mph',
      'Metros por segundo (m/s): 3.33 m/s',
    ]);
    expect(window.location.search).toBe('');
  });

  it('types 5:30: 330 × 1.609344 = 531.1 s = 8:51 min/mi; 3600 / 330 = 10.91 km/h; and keeps it in the address', async () => {
    const { user, value } = setup();
    await user.clear(value);
    await user.type(value, '5:30');
    expect(rows()).toContain('Minutos por milla (min/mi): 8:51 min/mi');
    expect(rows()).toContain('Kilómetros por hora (km/h): 10.91 km/h');
    expect(rows()).toContain('Segundos por 100 metros (s/100 m): 0:33 /100 m');
    expect(new URLSearchParams(window.location.search).get('valor')).toBe('5:30');
  });

  it('reads 5\'30" and 5,5 as 5:30', async () => {
    const { user, value } = setup();
    await user.clear(value);
    await user.type(value, '5\'30"');
    expect(screen.getByRole('table', { name: '5:30 min/km (ritmo) equivale a:' })).toBeInTheDocument();
    await user.clear(value);
    await user.type(value, '5,5');
    expect(screen.getByRole('table', { name: '5:30 min/km (ritmo) equivale a:' })).toBeInTheDocument();
  });

  it('a speed: 12 km/h → 5:00 min/km, 8:03 min/mi; 10 km/h → 6:00 min/km', async () => {
    const { user, value, unit } = setup();
    await user.selectOptions(unit, 'km_h');
    await user.clear(value);
    await user.type(value, '12');
    expect(rows()).toEqual([
      'Minutos por kilómetro (min/km): 5:00 min/km',
      'Minutos por milla (min/mi): 8:03 min/mi',
      'Segundos por 100 metros (s/100 m): 0:30 /100 m',
      // 12 000 / 1609.344 = 7.4565
      'Millas por hora (mph): 7.46 mph',
      'Metros por segundo (m/s): 3.33 m/s',
    ]);
    await user.clear(value);
    await user.type(value, '10');
    expect(rows()[0]).toBe('Minutos por kilómetro (min/km): 6:00 min/km');
  });

  it('a swimmer’s pace: 95 s per 100 m = 1:35 → 950 s = 15:50 min/km; 100 / 95 = 1.05 m/s', async () => {
    const { user, value, unit } = setup();
    await user.selectOptions(unit, 's_100m');
    await user.clear(value);
    await user.type(value, '95');
    expect(screen.getByRole('table', { name: '1:35 /100 m (ritmo) equivale a:' })).toBeInTheDocument();
    expect(rows()[0]).toBe('Minutos por kilómetro (min/km): 15:50 min/km');
    expect(rows()).toContain('Metros por segundo (m/s): 1.05 m/s');
  });

  it.each([
    ['5:70', /van de 0 a 59/],
    ['-5', /mayores que 0/],
    ['0:50', /más rápido que 45 km\/h/],
    ['rápido', /Escribe el ritmo como 5:30/],
  ])('%p gives a hint under the field, no table and never NaN', async (text, hint) => {
    const { user, value } = setup();
    await user.clear(value);
    await user.type(value, text);
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(hint)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(
      screen.getByText('Escribe arriba un ritmo o una velocidad válidos para calcular tu tiempo.'),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('an empty field shows neither a table nor a hint', async () => {
    const { user, value } = setup();
    await user.clear(value);
    expect(value).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('PaceConverter: race time', () => {
  it('starts on the marathon at 5:00 min/km: 42.195 × 300 = 12 658.5 s → 3:30:59 (half a second rounds up)', () => {
    setup();
    expect(raceLine()).toBe('Maratón (42.195 km) a 5:00 min/km → 3:30:59');
    expect(screen.getByRole('button', { name: 'Copiar tiempo de carrera' })).toBeInTheDocument();
  });

  it('offers 5 km, 10 km, the half marathon (21.0975 km), the marathon and another distance', () => {
    const { race } = setup();
    expect(
      within(race)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5 km', '10 km', 'Media maratón (21.0975 km)', 'Maratón (42.195 km)', 'Otra distancia']);
  });

  it('10 km at 4:30 min/km → 2700 s = 45:00; the half at 5:30 → 21.0975 × 330 = 6962.2 s = 1:56:02', async () => {
    const { user, value, race } = setup();
    await user.selectOptions(race, '10k');
    await user.clear(value);
    await user.type(value, '4:30');
    expect(raceLine()).toBe('10 km a 4:30 min/km → 45:00');
    await user.selectOptions(race, 'media_maraton');
    await user.clear(value);
    await user.type(value, '5:30');
    expect(raceLine()).toBe('Media maratón (21.0975 km) a 5:30 min/km → 1:56:02');
    expect(new URLSearchParams(window.location.search).get('distancia')).toBe('media_maraton');
  });

  it('another distance in miles: 15 mi = 24.14016 km × 300 = 7242.0 s → 2:00:42; at 12 km/h the same', async () => {
    const { user, race, value, unit } = setup();
    await user.selectOptions(race, 'otra');
    const distance = screen.getByLabelText('Otra distancia');
    await user.clear(distance);
    await user.type(distance, '15');
    await user.selectOptions(screen.getByLabelText('Unidad de la distancia'), 'mi');
    expect(raceLine()).toBe('15 mi a 5:00 min/km → 2:00:42');
    await user.selectOptions(unit, 'km_h');
    await user.clear(value);
    await user.type(value, '12');
    expect(raceLine()).toBe('15 mi a 12 km/h → 2:00:42');
    const query = new URLSearchParams(window.location.search);
    expect([query.get('otra'), query.get('udist')]).toEqual(['15', 'mi']);
  });

  it('a zero distance gets a hint under its field', async () => {
    const { user, race } = setup();
    await user.selectOptions(race, 'otra');
    const distance = screen.getByLabelText('Otra distancia');
    await user.clear(distance);
    await user.type(distance, '0');
    expect(distance).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('La distancia debe ser mayor que 0.')).toBeInTheDocument();
    expect(raceLine()).toBeNull();
  });

  it('the pace for a 3:30:00 marathon: 12 600 / 42.195 = 298.6 s = 4:59 min/km; 8:01 min/mi; 12.06 km/h; 7.49 mph', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: 'El ritmo para un tiempo objetivo' }));
    const target = screen.getByLabelText('Tiempo objetivo (h:mm:ss o mm:ss)') as HTMLInputElement;
    expect(target.value).toBe('3:30:00');
    expect(raceLine()).toBe('Maratón (42.195 km) en 3:30:00 → 4:59 min/km');
    expect(screen.getByText('Equivale a 8:01 min/mi, 12.06 km/h o 7.49 mph.')).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('objetivo')).toBe('3:30:00');
  });

  it('a 50:00 10 km needs 3000 / 10 = 300 s = 5:00 min/km', async () => {
    const { user, race } = setup();
    await user.selectOptions(race, '10k');
    await user.click(screen.getByRole('radio', { name: 'El ritmo para un tiempo objetivo' }));
    const target = screen.getByLabelText('Tiempo objetivo (h:mm:ss o mm:ss)');
    await user.clear(target);
    await user.type(target, '50:00');
    expect(raceLine()).toBe('10 km en 50:00 → 5:00 min/km');
  });

  it('reads «3:30» for a marathon as 3 min 30 s, says it is too fast and suggests 3:30:00', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: 'El ritmo para un tiempo objetivo' }));
    const target = screen.getByLabelText('Tiempo objetivo (h:mm:ss o mm:ss)');
    await user.clear(target);
    await user.type(target, '3:30');
    expect(target).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText(/más rápido que 45 km\/h.*Si querías decir 3 h 30 min, escribe 3:30:00\./),
    ).toBeInTheDocument();
    expect(raceLine()).toBeNull();
  });

  it('a target time that is not a time gets a hint', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: 'El ritmo para un tiempo objetivo' }));
    const target = screen.getByLabelText('Tiempo objetivo (h:mm:ss o mm:ss)');
    await user.clear(target);
    await user.type(target, 'pronto');
    expect(screen.getByText(/Escribe el tiempo como 3:30:00/)).toBeInTheDocument();
  });

  it('opens in the state the address carries: 10 km at 4:00 min/km → 40:00', () => {
    window.history.replaceState(null, '', `${PACE_PATH}?valor=4%3A00&unidad=min_km&distancia=10k&desconocido=1`);
    setup();
    expect(raceLine()).toBe('10 km a 4:00 min/km → 40:00');
    expect(window.location.search).toBe('?valor=4%3A00&unidad=min_km&distancia=10k&calcular=llegada');
  });
});

describe('the page', () => {
  it('renders the heading, the form and the text', async () => {
    render(<PacePage path={PACE_PATH as RoutePath} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Convertir ritmo de carrera' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'La distancia de la maratón: 42.195 km' })).toBeInTheDocument();
    // The converter hydrates on first use; a test's render has no server HTML, so it renders once its code loads.
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});

describe('the route entry and the words', () => {
  const prose = paceContent.sections.flatMap((section) => [section.title, ...section.paragraphs]).join('\n');
  const pace = (value: number, from: RunningUnit, to: RunningUnit = 'min_km') => {
    const outcome = convertRunning(value, from, to);
    if (!outcome.ok) throw new Error(outcome.reason);
    return to === 'km_h' || to === 'mph' ? formatNumber(outcome.value, 2) : formatClock(outcome.value);
  };
  const time = (outcome: ReturnType<typeof finishingTime>) => {
    if (!outcome.ok) throw new Error(outcome.reason);
    return formatClock(outcome.value);
  };

  it('is a calculator in «Tiempo y velocidad», with a description search engines show whole', () => {
    expect(route).toMatchObject({ path: '/convertir-ritmo', kind: 'calculator', group: 'Tiempo y velocidad' });
    expect(route.description.length).toBeLessThanOrEqual(160);
    expect(route.title.length).toBeLessThanOrEqual(70);
  });

  it('has at least 300 words of explanation', () => {
    expect(prose.split(/\s+/u).filter(Boolean).length).toBeGreaterThanOrEqual(300);
  });

  it('states every pace, speed and time as the tool computes it (STYLE 11)', () => {
    const statements = [
      `12 km/h son ${pace(12, 'km_h')} min/km`,
      `10 km/h son ${pace(10, 'km_h')} min/km`,
      `15 km/h son ${pace(15, 'km_h')} min/km`,
      `5:00 min/km equivalen a ${pace(300, 'min_km', 'min_mi')} min/mi`,
      // (240 + 360) / 2 = 300 s per km
      `un kilómetro a 4:00 y otro a 6:00 min/km dan una media de ${formatClock((240 + 360) / 2)} min/km, que son ${pace((240 + 360) / 2, 'min_km', 'km_h')} km/h`,
      `de promediar ${pace(240, 'min_km', 'km_h')} y ${pace(360, 'min_km', 'km_h')} km/h`,
      `bajar de 50 minutos en un 10 km exige correr a ${formatClock(3000 / 10)} min/km`,
      `terminar una maratón en 4 horas, a ${time(paceForTime(4 * 3600, 42.195, 'km', 'min_km'))} min/km`,
      `A 5:00 min/km, la maratón se termina en ${time(finishingTime(300, 'min_km', 42.195, 'km'))} y la media maratón en ${time(finishingTime(300, 'min_km', 21.0975, 'km'))}`,
      `2.5 mph son ${pace(2.5, 'mph', 'km_h')} km/h, un ritmo de ${pace(2.5, 'mph')} min/km`,
      `3.5 mph son ${pace(3.5, 'mph', 'km_h')} km/h, o ${pace(3.5, 'mph')} min/km`,
      `4.0 mph son ${pace(4, 'mph', 'km_h')} km/h, o ${pace(4, 'mph')} min/km`,
      `Un paso de 12:00 min/km son ${pace(720, 'min_km', 'km_h')} km/h: a ese ritmo, caminar 10 km lleva ${time(finishingTime(720, 'min_km', 10, 'km'))}`,
      `desde 1:20 min/km, que son ${pace(80, 'min_km', 'km_h')} km/h`,
    ];
    for (const statement of statements)
      expect({ statement, found: prose.includes(statement) }).toEqual({ statement, found: true });
    // 2 hours per km is the slowest pace the tool takes: 0.5 km/h.
    expect(pace(7200, 'min_km', 'km_h')).toBe('0.5');
    expect(prose).toContain('hasta 2 horas por kilómetro');
  });

  it('the ways of writing a pace it names read as it says', () => {
    for (const text of ['5:30', '5\'30"', '5.5']) expect(parsePace(text, 'min_km')).toEqual({ ok: true, value: 330 });
    expect(parsePace('95', 's_100m')).toEqual({ ok: true, value: 95 });
    expect(formatClock(95)).toBe('1:35');
    expect(prose).toContain('5:30, 5\'30" o 5.5');
    expect(prose).toContain('95 es 1:35');
  });

  it('never writes NaN, Infinity or undefined, nor a number of five digits without its group (D8)', () => {
    for (const text of [prose, paceContent.intro, route.description]) {
      expect(text).not.toMatch(/NaN|Infinity|undefined/);
      expect(text).not.toMatch(/\d{5,}/);
    }
  });
});
