import type { MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { areas } from '../../features/addresses/areas-resource';
import { districts } from '../../features/addresses/districts-resource';
import { divisions } from '../../features/addresses/divisions-resource';
import { categories } from '../../features/categories/categories-resource';
import { featuredCategories } from '../../features/categories/featured-categories-resource';
import { subcategories } from '../../features/categories/subcategories-resource';
import { deliveryFees } from '../../features/charges/delivery-fees-resource';
import { discounts } from '../../features/charges/discounts-resource';
import { vat } from '../../features/charges/vat-resource';
import { collectionItems } from '../../features/collections/collection-items-resource';
import { collections } from '../../features/collections/collections-resource';
import { navCollections } from '../../features/collections/nav-collections-resource';
import { featuredItems } from '../../features/items/featured-items-resource';
import { allItemAssets, itemAssetsOfItem } from '../../features/items/item-assets-resource';
import { appSettings } from '../../features/storefront/app-settings-resource';
import { heroSliders } from '../../features/storefront/hero-sliders-resource';
import { socialLinks } from '../../features/storefront/social-links-resource';
import { testimonials } from '../../features/storefront/testimonials-resource';
import { changeFieldWords } from '../../list-screens/change-fields';
import type { ChangeEntityType } from '../../list-screens/resource-definition';

/** What this check reads of a definition: the fields of its create and update forms. */
interface FormsOf {
  can: {
    create?: { fields: readonly { name: string; label?: MessageDescriptor }[] } | { form: unknown };
    update?: { fields: readonly { name: string; label?: MessageDescriptor }[] } | { form: unknown };
  };
}

// Each list's forms, by the kind of record they write (the item form is its own, checked by its screen's tests).
const forms: Array<[ChangeEntityType, FormsOf]> = [
  ['Area', areas],
  ['District', districts],
  ['Division', divisions],
  ['Category', categories],
  ['FeaturedCategory', featuredCategories],
  ['Subcategory', subcategories],
  ['DeliveryFee', deliveryFees],
  ['Discount', discounts],
  ['Vat', vat],
  ['ItemCollection', collectionItems],
  ['Collection', collections],
  ['NavCollection', navCollections],
  ['FeaturedItem', featuredItems],
  ['ItemAsset', allItemAssets],
  ['ItemAsset', itemAssetsOfItem],
  ['AppSetting', appSettings],
  ['HeroSlider', heroSliders],
  ['SocialLink', socialLinks],
  ['Testimonial', testimonials],
];

describe("the change log's field labels", () => {
  it.each(forms)('are the labels the forms of %s use', (entity, definition) => {
    const fields = [definition.can.create, definition.can.update].flatMap((action) =>
      action && 'fields' in action ? action.fields : [],
    );
    const compared = fields.flatMap((field) => {
      const words = changeFieldWords(entity, field.name);
      return words && field.label ? [[field.name, words.label.id, field.label.id]] : [];
    });
    expect(compared.length).toBeGreaterThan(0);
    for (const [name, logged, formed] of compared) expect(logged, `${entity}.${name}`).toBe(formed);
  });
});
