/** The connection URL the change feed's LISTEN connection opens (the app's own database). */
export const DATABASE_URL = Symbol('DATABASE_URL');
