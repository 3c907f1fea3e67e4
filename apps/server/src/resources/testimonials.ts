import { sql } from 'drizzle-orm';
import { idField, valueField } from '../data/crud/fields.js';
import { imageInput, textInput, valueInput } from '../data/crud/inputs.js';
import { testimonials } from '../db/schema.js';
import { tableResource } from '../handlers/crud/table-resource.js';
import type { Handlers } from '../handlers/handler-types.js';

/** What customers said, shown in the storefront in precedence order; the picture is optional. */
const testimonial = tableResource({
  table: testimonials,
  shape: {
    _id: idField(testimonials.id),
    name: valueField(testimonials.name),
    designation: valueField(testimonials.designation),
    testimonial: valueField(testimonials.testimonial),
    precedence: valueField(testimonials.precedence),
    image: valueField(testimonials.image),
  },
  order: sql`${testimonials.precedence}, ${testimonials.id}`,
  input: {
    name: textInput(testimonials.name),
    designation: valueInput(testimonials.designation),
    testimonial: valueInput(testimonials.testimonial),
    precedence: valueInput(testimonials.precedence),
    image: imageInput(testimonials.image),
  },
  folder: 'testimonials',
});

export const testimonialOperations = {
  listTestimonials: testimonial.list,
  createTestimonial: testimonial.create,
  getTestimonial: testimonial.get,
  updateTestimonial: testimonial.update,
  deleteTestimonial: testimonial.delete,
} satisfies Partial<Handlers>;
