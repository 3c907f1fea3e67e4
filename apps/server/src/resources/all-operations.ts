import type { Handlers } from '../handlers/handler-types.js';
import { addressOperations } from './addresses.js';
import { apiTokenOperations } from './api-tokens.js';
import { appSettingOperations } from './app-settings.js';
import { areaOperations } from './areas.js';
import { backupOperations } from './backups.js';
import { categoryOperations } from './categories.js';
import { changeOperations } from './changes.js';
import { collectionOperations } from './collections.js';
import { customerOperations } from './customers.js';
import { dashboardOperations } from './dashboard.js';
import { deliveryFeeOperations } from './delivery-fees.js';
import { districtOperations } from './districts.js';
import { divisionOperations } from './divisions.js';
import { employeeOperations } from './employees.js';
import { eventOperations } from './events.js';
import { featuredCategoryOperations } from './featured-categories.js';
import { featuredItemOperations } from './featured-items.js';
import { heroSliderOperations } from './hero-sliders.js';
import { inviteOperations } from './invites.js';
import { itemAssetOperations } from './item-assets.js';
import { itemCategoryOperations } from './item-categories.js';
import { itemCollectionOperations } from './item-collections.js';
import { itemSubcategoryOperations } from './item-subcategories.js';
import { itemOperations } from './items.js';
import { navCollectionOperations } from './nav-collections.js';
import { orderPrintingOperations } from './order-printing.js';
import { orderOperations } from './orders.js';
import { passwordOperations } from './passwords.js';
import { rateOperations } from './rates.js';
import { savedViewOperations } from './saved-views.js';
import { sessionOperations } from './sessions.js';
import { shopPolicyOperations } from './shop-policy.js';
import { socialLinkOperations } from './social-links.js';
import { subcategoryOperations } from './subcategories.js';
import { testimonialOperations } from './testimonials.js';
import { webhookEndpointOperations } from './webhook-endpoints.js';
import { wishlistOperations } from './wishlists.js';

/** Every operation of the document, each from the file of its resource; a missing one does not compile. */
export const operations: Handlers = {
  ...sessionOperations,
  ...changeOperations,
  ...eventOperations,
  ...shopPolicyOperations,
  ...backupOperations,
  ...apiTokenOperations,
  ...webhookEndpointOperations,
  ...savedViewOperations,
  ...dashboardOperations,
  ...passwordOperations,
  ...employeeOperations,
  ...inviteOperations,
  ...orderOperations,
  ...orderPrintingOperations,
  ...customerOperations,
  ...addressOperations,
  ...wishlistOperations,
  ...collectionOperations,
  ...itemCollectionOperations,
  ...navCollectionOperations,
  ...categoryOperations,
  ...featuredCategoryOperations,
  ...subcategoryOperations,
  ...itemOperations,
  ...itemCategoryOperations,
  ...itemSubcategoryOperations,
  ...featuredItemOperations,
  ...itemAssetOperations,
  ...heroSliderOperations,
  ...testimonialOperations,
  ...socialLinkOperations,
  ...appSettingOperations,
  ...rateOperations,
  ...deliveryFeeOperations,
  ...divisionOperations,
  ...districtOperations,
  ...areaOperations,
};
