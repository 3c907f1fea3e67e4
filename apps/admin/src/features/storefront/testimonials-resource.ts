import { msg } from '@lingui/core/macro';
import {
  createTestimonialMutationOptions,
  deleteTestimonialMutationOptions,
  listTestimonialsQueryOptions,
  updateTestimonialMutationOptions,
} from '@shop/sdk/query';
import { TestimonialCreateSchema, TestimonialUpdateSchema } from '@shop/sdk/schemas';
import { defineResource } from '../../list-screens/resource-definition';

const fields = [
  { kind: 'text', name: 'name', label: msg`Name` },
  { kind: 'text', name: 'designation', label: msg`Designation` },
  { kind: 'textarea', name: 'testimonial', label: msg`Testimonial` },
  { kind: 'number', name: 'precedence', label: msg`Precedence`, min: 1 },
  { kind: 'image', name: 'image', label: msg`Image` },
] as const;

/** Customer testimonials: Name, Designation, Image. */
export const testimonials = defineResource({
  name: msg`Testimonial`,
  plural: msg`Testimonials`,
  list: listTestimonialsQueryOptions,
  rowName: (row) => row.name,
  columns: [
    { kind: 'text', field: 'name', header: msg`Name`, sortable: true },
    { kind: 'text', field: 'designation', header: msg`Designation` },
    { kind: 'image', field: 'image', header: msg`Image` },
  ],
  can: {
    view: {
      entity: 'Testimonial',
      fields: [
        { kind: 'text', field: 'name', header: msg`Name` },
        { kind: 'text', field: 'designation', header: msg`Designation` },
        { kind: 'text', field: 'testimonial', header: msg`Testimonial` },
        { kind: 'number', field: 'precedence', header: msg`Precedence` },
        { kind: 'image', field: 'image', header: msg`Image` },
      ],
    },
    create: { mutation: createTestimonialMutationOptions, schema: TestimonialCreateSchema, fields },
    update: {
      mutation: updateTestimonialMutationOptions,
      schema: TestimonialUpdateSchema,
      fields,
      values: (row) => ({
        name: row.name,
        designation: row.designation,
        testimonial: row.testimonial,
        precedence: row.precedence,
        image: row.image,
      }),
    },
    delete: { mutation: deleteTestimonialMutationOptions },
  },
});
