/** What a shortcut opens over the screen. */
export type PaletteLayer = 'palette' | 'help';
