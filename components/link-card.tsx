interface LinkCardProps {
  href: string;
  icon: string;
  title: string;
  text: string;
}

/** A card linking to a route. A plain anchor, like every long list of links: see RouteLinks. */
export function LinkCard({ href, icon, title, text }: LinkCardProps) {
  return (
    <a href={href} className="card link-card">
      <span className="link-card__icon" aria-hidden="true">
        {icon}
      </span>
      <span>
        <span className="link-card__title">{title}</span>
        <span className="link-card__text">{text}</span>
      </span>
    </a>
  );
}
