import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuickAnswer } from '@/components/quick/quick-answer';

describe('QuickAnswer (issue 21)', () => {
  it('offers the nearest names of an unknown unit, each a question one click away', async () => {
    const onPick = jest.fn();
    render(
      <QuickAnswer
        result={{
          kind: 'error',
          message: 'No conozco la unidad «centrimetos».',
          suggestions: [{ label: '¿Centímetros?', query: '12 pulgadas a centímetros' }],
        }}
        onPick={onPick}
      />,
    );
    expect(screen.getByText('No conozco la unidad «centrimetos».')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '¿Centímetros?' }));
    expect(onPick).toHaveBeenCalledWith('12 pulgadas a centímetros');
  });

  it('shows the answer again in two units, and how a misspelt name was read', () => {
    render(
      <QuickAnswer
        result={{
          kind: 'answer',
          family: 'f',
          from: 'a',
          to: 'b',
          value: 175,
          line: '175 cm → 5.7415 ft',
          copyText: '5.7415',
          href: '/x',
          alternatives: [],
          also: '5 ft 8.9 in',
          understood: 'Entendí: centímetros',
        }}
        onPick={() => undefined}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('175 cm → 5.7415 ft');
    expect(screen.getByText('= 5 ft 8.9 in')).toBeInTheDocument();
    expect(screen.getByText('Entendí: centímetros')).toBeInTheDocument();
  });
});
