/** The h1 and intro paragraph every page opens with. */
export function PageHeader({ heading, intro }: { heading: string; intro: string }) {
  return (
    <header className="page__header">
      <h1>{heading}</h1>
      <p className="page__intro">{intro}</p>
    </header>
  );
}
