/** Made-up rows for the gallery; the kit itself knows nothing of them. */
export interface Product {
  id: string;
  name: string;
  description: string;
  price: number;
  isVisible: boolean;
  image: string;
}

/** A small coloured square as an inline SVG image, so the gallery needs no network. */
export function swatch(hue: number, label = ''): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="hsl(${hue} 60% 55%)"/><text x="48" y="58" font-size="28" text-anchor="middle" fill="white" font-family="sans-serif">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const names = ['Darjeeling', 'Assam', 'Ceylon', 'Sencha', 'Oolong', 'Rooibos', 'Earl Grey', 'Chai'];

/** `count` products with predictable names, prices and pictures. */
export function makeProducts(count: number): Product[] {
  return Array.from({ length: count }, (_, i) => {
    const name = `${names[i % names.length]}${i >= names.length ? ` ${Math.floor(i / names.length) + 1}` : ''}`;
    return {
      id: String(i + 1),
      name,
      description: `A ${i % 2 ? 'strong' : 'light'} tea with a long description that gets cut in narrow cells.`,
      price: 120 + ((i * 37) % 400),
      isVisible: i % 3 !== 0,
      image: swatch((i * 47) % 360, name.slice(0, 2)),
    };
  });
}

/** Resolves after `ms`, or rejects with `message` when given. */
export function later(ms: number, message?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    setTimeout(() => (message ? reject(new Error(message)) : resolve()), ms);
  });
}
