import { createTestApp, type TestApp } from './create-test-app';
import { startTestSmtp, type TestSmtp } from './smtp';

/**
 * A test app whose mail goes through a real SMTP server in the test process, its jobs started
 * (the mail worker sends the outbox). `close` stops the app, then the server.
 */
export async function startTestAppWithSmtp(): Promise<{
  t: TestApp;
  smtp: TestSmtp;
  close: () => Promise<void>;
}> {
  const smtp = await startTestSmtp();
  const t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  t.app.jobs.start();
  const close = async () => {
    await t.close();
    await smtp.close();
  };
  return { t, smtp, close };
}
