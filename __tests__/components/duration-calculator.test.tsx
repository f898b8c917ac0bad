import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { DurationCalculator } from '@/components/duration/duration-calculator';
import { HISTORICAL_EVENTS, MEMORABLE_MOMENTS, PERSONAL_CALCULATIONS } from '@/lib/content/duration';

/** D8: the narrow no-break space groups the thousands. */
const NBSP = '\u202f';

function setup(today: string | undefined = '2026-03-15') {
  const user = userEvent.setup();
  render(
    <DurationCalculator
      historical={HISTORICAL_EVENTS}
      moments={MEMORABLE_MOMENTS}
      personal={PERSONAL_CALCULATIONS}
      today={today}
    />,
  );
  return {
    user,
    startDate: screen.getByLabelText('Fecha de inicio') as HTMLInputElement,
    startTime: screen.getByLabelText('Hora de inicio (opcional)') as HTMLInputElement,
    endDate: screen.getByLabelText('Fecha final') as HTMLInputElement,
    endTime: screen.getByLabelText('Hora final (opcional)') as HTMLInputElement,
    button: screen.getByRole('button', { name: 'Calcular duración' }),
  };
}

/** The six figures as the visitor reads them: each term of the result's list → its definition. */
function figures(): Record<string, string> {
  const pairs = screen
    .queryAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
  return Object.fromEntries(pairs);
}

/** Whether the result shows its figures (the calculator's one description list). */
const showsFigures = () => screen.queryAllByRole('term').length > 0;

const setDate = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });

describe('DurationCalculator', () => {
  it('shows no result until both dates are set, and the button names what is missing', async () => {
    const { user, button } = setup();
    expect(screen.getByText('Elige las dos fechas para ver la duración.')).toBeInTheDocument();
    expect(screen.queryByText('Elige la fecha de inicio.')).toBeNull();
    await user.click(button);
    expect(screen.getByText('Elige la fecha de inicio.')).toBeInTheDocument();
    expect(screen.getByText('Elige la fecha final.')).toBeInTheDocument();
    expect(screen.getByLabelText('Fecha de inicio')).toHaveAttribute('aria-invalid', 'true');
  });

  it('computes calendar years, months and days as soon as both dates are set (D18)', async () => {
    const { user, startDate, endDate } = setup();
    await user.type(startDate, '2000-01-01');
    expect(startDate.value).toBe('2000-01-01');
    expect(showsFigures()).toBe(false);
    await user.type(endDate, '2001-01-01');
    expect(figures()).toEqual({
      Años: '1',
      Meses: '0',
      Días: '0',
      Horas: '0',
      Minutos: '0',
      'Días en total': '366',
    });
    expect(
      screen.getByText('Entre el 1 de enero de 2000 y el 1 de enero de 2001 hay 1 año (366 días en total).'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/anterior a la inicial/)).toBeNull();
  });

  it('uses the month-end rule: 31 January → 1 March 2023 is 1 month and 1 day', () => {
    const { startDate, endDate } = setup();
    setDate(startDate, '2023-01-31');
    setDate(endDate, '2023-03-01');
    expect(figures()).toMatchObject({ Años: '0', Meses: '1', Días: '1', 'Días en total': '29' });
  });

  it('adds hours and minutes from the times, across midnight', () => {
    const { startDate, startTime, endDate, endTime } = setup();
    setDate(startDate, '2024-01-01');
    setDate(startTime, '22:00');
    setDate(endDate, '2024-01-02');
    setDate(endTime, '01:30');
    expect(figures()).toEqual({
      Años: '0',
      Meses: '0',
      Días: '0',
      Horas: '3',
      Minutos: '30',
      'Días en total': '0',
    });
    expect(
      screen.getByText(
        'Entre el 1 de enero de 2024 a las 22:00 y el 2 de enero de 2024 a la 1:30 hay 3 horas y 30 minutos.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the absolute duration with a note when the end precedes the start', () => {
    const { startDate, endDate } = setup();
    setDate(startDate, '2001-01-01');
    setDate(endDate, '2000-01-01');
    expect(figures()).toMatchObject({ Años: '1', 'Días en total': '366' });
    expect(
      screen.getByText('La fecha final es anterior a la inicial: se muestra la duración en valor absoluto.'),
    ).toBeInTheDocument();
  });

  it('shows a hint, never "Invalid Date", for an out-of-range year, an incomplete date or a bad time', () => {
    const { startDate, startTime, endDate } = setup();
    // A browser's date field accepts years up to 275760 when typed.
    setDate(startDate, '27560-01-01');
    setDate(endDate, '2024-01-01');
    expect(screen.getByText('Elige un año entre 1 y 9999.')).toBeInTheDocument();
    expect(startDate).toHaveAttribute('aria-invalid', 'true');
    expect(showsFigures()).toBe(false);
    // A half-typed date: the browser reports badInput and gives the value ''.
    Object.defineProperty(endDate, 'validity', { configurable: true, value: { badInput: true } });
    setDate(endDate, '');
    expect(screen.getByText('La fecha está incompleta o no es válida.')).toBeInTheDocument();
    Object.defineProperty(endDate, 'validity', { configurable: true, value: { badInput: false } });
    setDate(endDate, '2024-01-01');
    expect(screen.queryByText('La fecha está incompleta o no es válida.')).toBeNull();
    setDate(startDate, '2023-02-01');
    expect(showsFigures()).toBe(true);
    // A half-typed time must not count as midnight.
    setDate(startTime, '10:00');
    Object.defineProperty(startTime, 'validity', { configurable: true, value: { badInput: true } });
    setDate(startTime, '');
    expect(screen.getByText('La hora está incompleta o no es válida.')).toBeInTheDocument();
    expect(showsFigures()).toBe(false);
    expect(document.body.textContent).not.toMatch(/Invalid Date|NaN|Infinity|undefined/);
  });

  it('sets the end to today with "Usar la fecha de hoy"', async () => {
    const { user, endDate } = setup();
    await user.click(screen.getByRole('button', { name: 'Usar la fecha de hoy' }));
    expect(endDate.value).toBe('2026-03-15');
  });

  describe('events', () => {
    it('clicking a historical event sets start = its date, end = today, marks it selected and shows the result', async () => {
      const { user, startDate, endDate } = setup();
      const moon = screen.getByRole('button', { name: /Llegada del ser humano a la Luna/ });
      expect(moon).toHaveAttribute('aria-pressed', 'false');
      expect(moon).toHaveTextContent('20 de julio de 1969');
      await user.click(moon);
      expect(moon).toHaveAttribute('aria-pressed', 'true');
      expect(startDate.value).toBe('1969-07-20');
      expect(endDate.value).toBe('2026-03-15');
      // 1969-07-20 + 679 months = 2026-02-20, + 8 + 15 days. 1969-07-20 → 2026-07-20 = 57 × 365 + 14 leap
      // days = 20 819; minus 127 days (15 Mar → 20 Jul).
      expect(figures()).toEqual({
        Años: '56',
        Meses: '7',
        Días: '23',
        Horas: '0',
        Minutos: '0',
        'Días en total': `20${NBSP}692`,
      });
      expect(
        screen.getByText('Llegada del ser humano a la Luna (Apolo 11)', { selector: 'strong' }),
      ).toBeInTheDocument();
      expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1);
    });

    it('one selection across the groups; editing a date clears it', async () => {
      const { user, startDate } = setup();
      await user.click(screen.getByRole('button', { name: /Caída del Muro de Berlín/ }));
      const iphone = screen.getByRole('button', { name: /Presentación del primer iPhone/ });
      await user.click(iphone);
      expect(iphone).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('button', { name: /Caída del Muro de Berlín/ })).toHaveAttribute('aria-pressed', 'false');
      expect(startDate.value).toBe('2007-01-09');
      setDate(startDate, '2007-01-10');
      expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
    });

    it('lists 15 historical events and the three groups of memorable moments', () => {
      setup();
      const historical = screen.getByRole('region', { name: 'Acontecimientos históricos' });
      expect(within(historical).getAllByRole('button')).toHaveLength(15);
      for (const name of ['Cultura', 'Tecnología', 'Deportes']) {
        expect(within(screen.getByRole('region', { name })).getAllByRole('button').length).toBeGreaterThanOrEqual(5);
      }
    });
  });

  describe('personal calculations', () => {
    const card = (name: string) => {
      const region = screen.getByRole('region', { name });
      return { region, input: within(region).getByLabelText(/Fecha/) as HTMLInputElement };
    };

    it('has the seven calculations, each with its own date field', () => {
      setup();
      for (const spec of PERSONAL_CALCULATIONS) {
        expect(card(spec.title).input).toHaveAttribute('type', 'date');
      }
    });

    it('answers in a Spanish sentence, relative to today', async () => {
      const { user } = setup();
      const age = card('Edad actual');
      await user.type(age.input, '1990-05-20');
      expect(within(age.region).getByText('Tienes 35 años, 9 meses y 23 días.')).toBeInTheDocument();

      const next = card('Próximo cumpleaños');
      setDate(next.input, '1990-05-20');
      expect(
        within(next.region).getByText(
          'Faltan 66 días para tu próximo cumpleaños, el 20 de mayo de 2026, en el que cumplirás 36 años.',
        ),
      ).toBeInTheDocument();

      const future = card('Edad el 1 de enero de 2030');
      setDate(future.input, '1990-05-20');
      expect(
        within(future.region).getByText('El 1 de enero de 2030 tendrás 39 años, 7 meses y 12 días.'),
      ).toBeInTheDocument();

      const countdown = card('Cuenta atrás');
      setDate(countdown.input, '2026-12-25');
      expect(
        within(countdown.region).getByText('Faltan 285 días para el 25 de diciembre de 2026 (9 meses y 10 días).'),
      ).toBeInTheDocument();
    });

    it('shows a hint for a birth date after today', () => {
      setup();
      const lived = card('Días vividos');
      setDate(lived.input, '2030-01-01');
      expect(
        within(lived.region).getByText('La fecha de nacimiento no puede ser posterior a hoy.'),
      ).toBeInTheDocument();
      expect(lived.input).toHaveAttribute('aria-invalid', 'true');
    });
  });

  describe("'today' comes from the device, after mount (D2)", () => {
    afterEach(() => jest.useRealTimers());

    it('reads the clock in the browser when no fixed date is given', async () => {
      jest.useFakeTimers({ now: new Date(2025, 6, 4, 9, 30), advanceTimers: true });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(
        <DurationCalculator
          historical={HISTORICAL_EVENTS}
          moments={MEMORABLE_MOMENTS}
          personal={PERSONAL_CALCULATIONS}
        />,
      );
      await user.click(screen.getByRole('button', { name: /Independencia de Estados Unidos/ }));
      expect((screen.getByLabelText('Fecha final') as HTMLInputElement).value).toBe('2025-07-04');
      expect(figures()).toMatchObject({ Años: '249', Meses: '0', Días: '0' });
      const age = within(screen.getByRole('region', { name: 'Edad actual' })).getByLabelText('Fecha de nacimiento');
      await act(async () => {
        fireEvent.change(age, { target: { value: '2000-07-04' } });
      });
      expect(screen.getByText('Tienes 25 años. ¡Feliz cumpleaños!')).toBeInTheDocument();
    });

    it('renders no date of today on the server', () => {
      const html = renderToString(
        <DurationCalculator
          historical={HISTORICAL_EVENTS}
          moments={MEMORABLE_MOMENTS}
          personal={PERSONAL_CALCULATIONS}
        />,
      );
      const now = new Date();
      const iso = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
      expect(html).toContain('Calcular duración');
      expect(html).not.toContain(iso);
      expect(html).not.toMatch(/Invalid Date|NaN/);
    });
  });
});
