/** D4: the four networks, each given the encoded address (with its query string) and, where it takes one, the title. */
export interface ShareLink {
  network: string;
  href: string;
}

export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'X', href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { network: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
}
