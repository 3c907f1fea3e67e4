import {
  createTestimonialMutationOptions,
  deleteTestimonialMutationOptions,
  listTestimonialsQueryOptions,
  updateTestimonialMutationOptions,
} from '@shop/sdk/query';
import { TestimonialCreateSchema, TestimonialUpdateSchema } from '@shop/sdk/schemas';
import { defineResource } from '../../list-screens/resource-definition';

const fields = [
  { kind: 'text', name: 'name', label: 'Name' },
  { kind: 'text', name: 'designation', label: 'Designation' },
  { kind: 'textarea', name: 'testimonial', label: 'Testimonial' },
  { kind: 'number', name: 'precedence', label: 'Precedence', min: 1 },
  { kind: 'image', name: 'image', label: 'Image' },
] as const;

/** Customer testimonials: Name, Designation, Image. */
export const testimonials = defineResource({
  name: 'Testimonial',
  plural: 'Testimonials',
  list: listTestimonialsQueryOptions,
  rowName: (row) => row.name,
  columns: [
    { kind: 'text', field: 'name', header: 'Name', sortable: true },
    { kind: 'text', field: 'designation', header: 'Designation' },
    { kind: 'image', field: 'image', header: 'Image' },
  ],
  can: {
    view: {
      entity: 'Testimonial',
      fields: [
        { kind: 'text', field: 'name', header: 'Name' },
        { kind: 'text', field: 'designation', header: 'Designation' },
        { kind: 'text', field: 'testimonial', header: 'Testimonial' },
        { kind: 'number', field: 'precedence', header: 'Precedence' },
        { kind: 'image', field: 'image', header: 'Image' },
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
