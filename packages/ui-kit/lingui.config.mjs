// @ts-check
// Only for compiling the kit's macros (`msg`) in its own tests and gallery, which run here, away from the app: the
// macro plugin wants a Lingui config where it runs. The messages themselves are extracted into the admin app's
// catalogs (apps/admin/lingui.config.ts includes the kit's sources).
/** @type {import('@lingui/conf').LinguiConfig} */
export default { locales: ['en'], sourceLocale: 'en' };
