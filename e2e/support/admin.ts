/** The first employee of every server the tests start. */
export const ADMIN = { email: 'admin@shop.test', password: 'e2e-admin-password' } as const;
