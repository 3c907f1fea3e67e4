import {
  createHeroSliderMutationOptions,
  deleteHeroSliderMutationOptions,
  listHeroSlidersQueryOptions,
  updateHeroSliderMutationOptions,
} from '@shop/sdk/query';
import { HeroSliderCreateSchema, HeroSliderUpdateSchema } from '@shop/sdk/schemas';
import { defineResource } from '../../list-screens/resource-definition';

const fields = [
  { kind: 'url', name: 'link', label: 'Link' },
  { kind: 'image', name: 'image', label: 'Desktop Image' },
  { kind: 'image', name: 'image1', label: 'Mobile Image' },
  { kind: 'number', name: 'precedence', label: 'Precedence', min: 1 },
] as const;

/** The storefront's hero sliders: Image, Precedence; a desktop image (`image`) and a mobile one (`image1`). */
export const heroSliders = defineResource({
  name: 'Hero Slider',
  plural: 'Hero Sliders',
  list: listHeroSlidersQueryOptions,
  rowName: (row) => `the slider at precedence ${row.precedence}`,
  columns: [
    { kind: 'image', field: 'image', header: 'Image' },
    { kind: 'number', field: 'precedence', header: 'Precedence', sortable: true },
  ],
  can: {
    view: {
      entity: 'HeroSlider',
      fields: [
        { kind: 'image', field: 'image', header: 'Desktop Image' },
        { kind: 'image', field: 'image1', header: 'Mobile Image' },
        { kind: 'link', field: 'link', header: 'Link' },
        { kind: 'number', field: 'precedence', header: 'Precedence' },
      ],
    },
    create: { mutation: createHeroSliderMutationOptions, schema: HeroSliderCreateSchema, fields },
    update: {
      mutation: updateHeroSliderMutationOptions,
      schema: HeroSliderUpdateSchema,
      fields,
      values: (row) => ({ link: row.link, image: row.image, image1: row.image1, precedence: row.precedence }),
    },
    delete: { mutation: deleteHeroSliderMutationOptions },
  },
});
