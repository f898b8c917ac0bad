import Link from 'next/link';

interface LinkCardProps {
  href: string;
  icon: string;
  title: string;
  text: string;
}

export function LinkCard({ href, icon, title, text }: LinkCardProps) {
  return (
    <Link href={href} className="card link-card" prefetch={false}>
      <span className="link-card__icon" aria-hidden="true">
        {icon}
      </span>
      <span>
        <span className="link-card__title">{title}</span>
        <span className="link-card__text">{text}</span>
      </span>
    </Link>
  );
}
