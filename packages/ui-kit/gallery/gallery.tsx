import { ToastProvider } from '../src/toast';
import { CardsSection } from './sections/cards-section';
import { FieldsSection } from './sections/fields-section';
import { ModalSection } from './sections/modal-section';
import { TableSection } from './sections/table-section';
import { ThemeSwitch } from './theme-switch';

/** Props of the gallery; tests name the fake server's latency, to move their clock past it. */
export interface GalleryProps {
  /** How long the fake calls take, in ms. */
  latency?: number;
  theme?: 'system' | 'light' | 'dark';
}

/** Every ui-kit component in every state, on one page. */
export function Gallery({ latency = 1500, theme = 'system' }: GalleryProps) {
  return (
    <ToastProvider>
      <header className="gallery-header">
        <h1>ui-kit gallery</h1>
        <ThemeSwitch initial={theme} />
      </header>
      <main className="gallery-main">
        <TableSection />
        <ModalSection latency={latency} />
        <FieldsSection />
        <CardsSection />
      </main>
    </ToastProvider>
  );
}
