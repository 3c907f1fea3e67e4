import { sql } from 'drizzle-orm';
import { idField, valueField } from '../data/crud/fields.js';
import { imageInput, valueInput } from '../data/crud/inputs.js';
import { heroSliders } from '../db/schema.js';
import { tableResource } from '../handlers/crud/table-resource.js';
import type { Handlers } from '../handlers/handler-types.js';

/** The storefront's hero sliders: a link and two images (wide and narrow screens), in precedence order. */
const slider = tableResource({
  table: heroSliders,
  shape: {
    _id: idField(heroSliders.id),
    link: valueField(heroSliders.link),
    image: valueField(heroSliders.image),
    image1: valueField(heroSliders.image1),
    precedence: valueField(heroSliders.precedence),
  },
  order: sql`${heroSliders.precedence}, ${heroSliders.id}`,
  input: {
    link: valueInput(heroSliders.link),
    image: imageInput(heroSliders.image),
    image1: imageInput(heroSliders.image1),
    precedence: valueInput(heroSliders.precedence),
  },
  folder: 'hero-sliders',
});

export const heroSliderOperations = {
  listHeroSliders: slider.list,
  createHeroSlider: slider.create,
  getHeroSlider: slider.get,
  updateHeroSlider: slider.update,
  deleteHeroSlider: slider.delete,
} satisfies Partial<Handlers>;
