import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { LanguageSelect } from '../../app/language-select';
import './auth-page.css';

/** The frame of the signed-out screens: the product's name over a card with the screen's heading. */
export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="auth-page">
      <p className="auth-page-product">
        <Trans>Shop back office</Trans>
      </p>
      <section className="auth-page-card" aria-labelledby="auth-page-title">
        <h1 id="auth-page-title" className="auth-page-title">
          {title}
        </h1>
        {children}
      </section>
      <LanguageSelect className="auth-page-language" />
    </main>
  );
}
