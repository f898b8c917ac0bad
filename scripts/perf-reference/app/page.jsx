import { Counter } from './counter';

export default function Page() {
  return (
    <main>
      <h1>Página de referencia</h1>
      <p>Una página mínima de Next.js con un único componente de cliente pequeño.</p>
      <Counter />
    </main>
  );
}
