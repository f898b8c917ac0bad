import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DownloadTime } from '@/components/converter/download-time';
import { downloadTime } from '@/lib/families/transferencia-de-datos/download';
import { transferenciaDeDatos } from '@/lib/families/transferencia-de-datos/units';

function setup() {
  const user = userEvent.setup();
  render(<DownloadTime spec={downloadTime} speeds={transferenciaDeDatos} />);
  return {
    user,
    size: screen.getByLabelText('Tamaño del archivo') as HTMLInputElement,
    sizeUnit: screen.getByLabelText('Unidad del tamaño') as HTMLSelectElement,
    speed: screen.getByLabelText('Velocidad de la conexión') as HTMLInputElement,
    speedUnit: screen.getByLabelText('Unidad de la velocidad') as HTMLSelectElement,
  };
}

describe('the download-time calculator (D30)', () => {
  it('opens on 4 GB (decimal) at 50 Mbit/s: 3.2 × 10¹⁰ bit ÷ 5 × 10⁷ bit/s = 640 s', () => {
    const { size, sizeUnit, speed, speedUnit } = setup();
    expect(size.value).toBe('4');
    expect(sizeUnit.value).toBe('gigabytes_decimales');
    expect(speed.value).toBe('50');
    expect(speedUnit.value).toBe('megabits_por_segundo');
    expect(screen.getByText('4 GB (decimal) a 50 Mbit/s → 10 min 40 s')).toBeInTheDocument();
    // The page's one status is the converter's result (D10); the calculator's line is not another <output>.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // The binary GB, 1024³ B: 34 359 738 368 bit ÷ 5 × 10⁷ bit/s = 687.19 s
    expect(screen.getByText(/en lugar de gigabytes decimales.*: 11 min 27 s\./)).toBeInTheDocument();
  });

  it('uses the binary GB when chosen, and offers the decimal one', async () => {
    const { user, sizeUnit } = setup();
    await user.selectOptions(sizeUnit, 'gigabytes');
    expect(screen.getByText('4 GB a 50 Mbit/s → 11 min 27 s')).toBeInTheDocument();
    expect(screen.getByText(/^Con gigabytes decimales .*: 10 min 40 s\.$/)).toBeInTheDocument();
  });

  it('follows the speed: 700 MB (decimal) at 100 Mbit/s = 5.6 × 10⁹ bit ÷ 10⁸ bit/s = 56 s', async () => {
    const { user, size, sizeUnit } = setup();
    await user.selectOptions(sizeUnit, 'megabytes_decimales');
    await user.clear(size);
    await user.type(size, '700');
    const speed = screen.getByLabelText('Velocidad de la conexión');
    await user.clear(speed);
    await user.type(speed, '100');
    expect(screen.getByText('700 MB (decimal) a 100 Mbit/s → 56 s')).toBeInTheDocument();
  });

  it('reads a speed in MB/s: 4 GB (decimal) at 12.5 MB/s = 4 × 10⁹ B ÷ 1.25 × 10⁷ B/s = 320 s', async () => {
    const { user, speed, speedUnit } = setup();
    await user.selectOptions(speedUnit, 'megabytes_por_segundo');
    await user.clear(speed);
    await user.type(speed, '12,5');
    expect(screen.getByText('4 GB (decimal) a 12.5 MB/s → 5 min 20 s')).toBeInTheDocument();
  });

  it('shows a hint and no time for a zero speed or a word', async () => {
    const { user, size, speed } = setup();
    await user.clear(speed);
    await user.type(speed, '0');
    expect(screen.getByText('La velocidad tiene que ser mayor que cero')).toBeInTheDocument();
    expect(screen.queryByText(/→/)).not.toBeInTheDocument();
    await user.clear(size);
    await user.type(size, 'mucho');
    expect(screen.getByText('Introduce un número válido')).toBeInTheDocument();
  });
});
