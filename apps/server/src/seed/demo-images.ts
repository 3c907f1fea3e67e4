import sharp from 'sharp';

/** A small deterministic pseudo-random generator (mulberry32), so every seeded shop looks the same. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => {
      const value = list[Math.floor(next() * list.length)];
      if (value === undefined) throw new Error('pick from an empty list');
      return value;
    },
  };
}

export type Random = ReturnType<typeof createRandom>;

export interface ImageSpec {
  width: number;
  height: number;
  hue: number;
  seed: number;
  /** 'product' draws a product-like shape; 'banner' wide bands; 'portrait' a face-like silhouette; 'logo' a mark. */
  motif: 'product' | 'banner' | 'portrait' | 'logo';
}

function shapes(spec: ImageSpec, random: Random): string {
  const { width: w, height: h, hue } = spec;
  const accent = `hsl(${(hue + 180) % 360} 70% 55%)`;
  const light = `hsl(${hue} 80% 92%)`;
  switch (spec.motif) {
    case 'product': {
      const cx = w / 2 + random.int(-w / 10, w / 10);
      const cy = h / 2 + random.int(-h / 12, h / 12);
      const r = Math.min(w, h) * (0.22 + random.next() * 0.1);
      const kind = random.int(0, 2);
      const body =
        kind === 0
          ? `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${light}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="${accent}" opacity="0.85"/>`
          : kind === 1
            ? `<rect x="${cx - r * 0.7}" y="${cy - r}" width="${r * 1.4}" height="${r * 2}" rx="${r * 0.25}" fill="${light}"/><rect x="${cx - r * 0.7}" y="${cy - r * 0.2}" width="${r * 1.4}" height="${r * 0.6}" fill="${accent}" opacity="0.85"/>`
            : `<path d="M ${cx} ${cy - r} L ${cx + r} ${cy + r * 0.8} L ${cx - r} ${cy + r * 0.8} Z" fill="${light}"/><circle cx="${cx}" cy="${cy + r * 0.25}" r="${r * 0.35}" fill="${accent}" opacity="0.85"/>`;
      return `<ellipse cx="${w / 2}" cy="${h * 0.86}" rx="${w * 0.3}" ry="${h * 0.04}" fill="black" opacity="0.15"/>${body}`;
    }
    case 'banner': {
      let out = '';
      for (let i = 0; i < 5; i++) {
        const y = random.int(0, h);
        out += `<rect x="0" y="${y}" width="${w}" height="${random.int(h / 20, h / 6)}" fill="${light}" opacity="${(0.15 + random.next() * 0.25).toFixed(2)}" transform="rotate(${random.int(-12, 12)} ${w / 2} ${y})"/>`;
      }
      return `${out}<circle cx="${w * 0.78}" cy="${h * 0.5}" r="${h * 0.32}" fill="${accent}" opacity="0.8"/>`;
    }
    case 'portrait':
      return `<circle cx="${w / 2}" cy="${h * 0.4}" r="${w * 0.2}" fill="${light}"/><ellipse cx="${w / 2}" cy="${h * 0.98}" rx="${w * 0.36}" ry="${h * 0.3}" fill="${light}"/>`;
    case 'logo':
      return `<circle cx="${w / 2}" cy="${h / 2}" r="${Math.min(w, h) * 0.36}" fill="${light}"/><path d="M ${w * 0.36} ${h * 0.38} L ${w * 0.64} ${h * 0.38} L ${w * 0.6} ${h * 0.64} L ${w * 0.4} ${h * 0.64} Z" fill="${accent}"/><circle cx="${w * 0.43}" cy="${h * 0.72}" r="${h * 0.035}" fill="${accent}"/><circle cx="${w * 0.57}" cy="${h * 0.72}" r="${h * 0.035}" fill="${accent}"/>`;
  }
}

/** Renders a colourful gradient picture as WebP (shapes only: no text, so no system fonts are needed). */
export async function renderImage(spec: ImageSpec): Promise<Uint8Array> {
  const random = createRandom(spec.seed);
  const from = `hsl(${spec.hue} 65% ${40 + random.int(0, 12)}%)`;
  const to = `hsl(${(spec.hue + random.int(20, 60)) % 360} 70% ${58 + random.int(0, 12)}%)`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.width}" height="${spec.height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${shapes(spec, random)}</svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).webp({ quality: 72, effort: 0 }).toBuffer());
}
