import { changeEntityTypeValues, type Schema } from '@shop/sdk';
import { oneOf } from '../../app/search-params';
import type { ChangeValueFormat } from '../../list-screens/change-value';
import type { ChangeEntityType } from '../../list-screens/resource-definition';

/** The fields of the record `Entity` whose values are numbers. */
type NumberField<Entity extends ChangeEntityType> = {
  [Field in keyof Schema<Entity>]-?: Schema<Entity>[Field] extends number ? Field : never;
}[keyof Schema<Entity>];

/** The fields of the record `Entity` whose values are text or nothing (images are stored paths). */
type PathField<Entity extends ChangeEntityType> = {
  [Field in keyof Schema<Entity>]-?: Schema<Entity>[Field] extends string | null ? Field : never;
}[keyof Schema<Entity>];

/** Fields in the change log that are amounts of taka (the document's `Money`). */
const moneyFields: { readonly [Entity in ChangeEntityType]?: readonly NumberField<Entity>[] } = {
  Item: ['price'],
  DeliveryFee: ['amount'],
  Order: ['subtotal', 'discount', 'deliveryFee', 'total', 'vat', 'grandTotal'],
};

/** Fields in the change log that are percentages (the document's `Percentage`). */
const percentFields: { readonly [Entity in ChangeEntityType]?: readonly NumberField<Entity>[] } = {
  Vat: ['amount'],
  Discount: ['amount'],
};

/** Fields in the change log that are stored images (the document's `MediaPath`): shown as thumbnails. */
const imageFields: { readonly [Entity in ChangeEntityType]?: readonly PathField<Entity>[] } = {
  Employee: ['dp'],
  Customer: ['dp'],
  Category: ['image'],
  Item: ['image'],
  ItemAsset: ['image'],
  HeroSlider: ['image', 'image1'],
  Testimonial: ['image'],
  AppSetting: ['image'],
};

/**
 * How a changed field of a record of `entityType` reads: money in taka, a percentage, an image; else by its type (and
 * so for a kind of record a newer server names).
 */
export function fieldFormat(entityType: string, field: string): ChangeValueFormat | undefined {
  const entity = oneOf(changeEntityTypeValues, entityType);
  if (entity === undefined) return undefined;
  const has = (fields: readonly string[] | undefined) => fields?.includes(field) === true;
  if (has(moneyFields[entity])) return { kind: 'money' };
  if (has(percentFields[entity])) return { kind: 'number', unit: '%' };
  if (has(imageFields[entity])) return { kind: 'image' };
  return undefined;
}
