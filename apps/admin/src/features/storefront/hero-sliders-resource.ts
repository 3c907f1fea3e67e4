import { msg } from '@lingui/core/macro';
import {
  createHeroSliderMutationOptions,
  deleteHeroSliderMutationOptions,
  listHeroSlidersQueryOptions,
  updateHeroSliderMutationOptions,
} from '@shop/sdk/query';
import { HeroSliderCreateSchema, HeroSliderUpdateSchema } from '@shop/sdk/schemas';
import { defineResource } from '../../list-screens/resource-definition';

const fields = [
  { kind: 'url', name: 'link', label: msg`Link` },
  { kind: 'image', name: 'image', label: msg`Desktop Image` },
  { kind: 'image', name: 'image1', label: msg`Mobile Image` },
  { kind: 'number', name: 'precedence', label: msg`Precedence`, min: 1 },
] as const;

/** The storefront's hero sliders: Image, Precedence; a desktop image (`image`) and a mobile one (`image1`). */
export const heroSliders = defineResource({
  name: msg`Hero Slider`,
  plural: msg`Hero Sliders`,
  list: listHeroSlidersQueryOptions,
  rowName: ({ precedence }, i18n) => i18n._(msg`the slider at precedence ${precedence}`),
  columns: [
    { kind: 'image', field: 'image', header: msg`Image` },
    { kind: 'number', field: 'precedence', header: msg`Precedence`, sortable: true },
  ],
  can: {
    view: {
      entity: 'HeroSlider',
      fields: [
        { kind: 'image', field: 'image', header: msg`Desktop Image` },
        { kind: 'image', field: 'image1', header: msg`Mobile Image` },
        { kind: 'link', field: 'link', header: msg`Link` },
        { kind: 'number', field: 'precedence', header: msg`Precedence` },
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
