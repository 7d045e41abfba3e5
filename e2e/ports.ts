/** The browser tests' two servers: the main one and one whose site gets switched off. */
export const MAIN_PORT = Number(process.env.E2E_PORT ?? 8181);
export const SITE_OFF_PORT = MAIN_PORT + 1;
export const MAIN_URL = `http://127.0.0.1:${MAIN_PORT}`;
export const SITE_OFF_URL = `http://127.0.0.1:${SITE_OFF_PORT}`;
