// The bare-framework reference page for `npm run perf` (issue 5): a Next.js App Router page with one small
// client component, built from this folder with the project's own Next.js, so that each run measures the
// site against the framework's floor side by side.
export const metadata = { title: 'Referencia', description: 'Página mínima de Next.js para comparar.' };

export default function RootLayout({ children }) {
  return (
    <html lang="es">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: '2rem' }}>{children}</body>
    </html>
  );
}
