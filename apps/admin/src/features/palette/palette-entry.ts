/** One choice of the command palette: a screen, a recent place, an item, a customer or an order. */
export interface PaletteEntry {
  /** Unique among the palette's choices. */
  key: string;
  label: string;
  /** A second line: what it is, where it leads. */
  detail?: string;
  /** Opens it. */
  go: () => void;
}

/** A titled group of choices; the palette leaves out empty ones. */
export interface PaletteGroup {
  /** Which group it is (its title is translated). */
  key: 'recent' | 'orders' | 'screens' | 'items' | 'customers';
  title: string;
  entries: readonly PaletteEntry[];
}
