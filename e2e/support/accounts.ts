/** The admin the product server creates on its first start in the browser tests (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const e2eAdmin = { email: 'admin@example.com', password: 'Admin@12345' } as const;

/**
 * Where the browser tests run the product server (E2E_PORT moves it, so two checkouts can run their
 * suites side by side); E2E_BASE_URL points them at one already running.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const E2E_BASE_URL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${E2E_PORT}`;
