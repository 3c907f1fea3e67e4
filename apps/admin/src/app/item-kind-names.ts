import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Schema } from '@shop/sdk';

/** How each `categoryOrSubcategory` of an item reads: in the item form's select and in its change log. */
export const itemKindNames: Readonly<Record<Schema<'CategoryOrSubcategory'>, MessageDescriptor>> = {
  category: msg`Category`,
  subcategory: msg`Subcategory`,
};
