import type { ReactNode } from 'react';
import './hub-page.css';

/** A hub screen: its heading and its groups of cards. */
export function HubPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="hub-page">
      <h1 className="hub-page-title">{title}</h1>
      {children}
    </div>
  );
}

/** A titled group of cards on a hub that has several. */
export function HubSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="hub-section" aria-label={title}>
      <h2 className="hub-section-title">{title}</h2>
      {children}
    </section>
  );
}
