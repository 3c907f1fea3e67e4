/** The first employee of every server the tests start. */
export const ADMIN = { email: 'admin@shop.test', password: 'quartz-heron-meadow-7' } as const;
