import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PageError from '@/app/error';

describe('the error page', () => {
  it('speaks Spanish, shows no stack trace and offers to try again', async () => {
    const reset = jest.fn();
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<PageError error={new Error('TypeError: x is undefined at Converter (converter.tsx:12)')} reset={reset} />);
    expect(screen.getByRole('heading', { name: 'Algo no ha salido bien' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/TypeError|converter\.tsx/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
    log.mockRestore();
  });
});
