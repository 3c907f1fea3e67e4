/**
 * The demo login: the first owner a local trial gets when SHOP_ADMIN_EMAIL and SHOP_ADMIN_PASSWORD are unset. The
 * README prints it, so everyone knows it: no server others can reach may open an account with it.
 */
export const DEMO_ADMIN_EMAIL = 'admin@shop.test';
export const DEMO_ADMIN_PASSWORD = 'change-me-now';
