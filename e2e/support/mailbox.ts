import { expect, type APIRequestContext } from '@playwright/test';

export const VERIFY_LINK = /\/verify-email\?token=[A-Za-z0-9_-]+/;
export const RESET_LINK = /\/reset-password\?token=[A-Za-z0-9_-]+/;

type MailboxMessage = { subject: string; text: string; createdAt: string };

/**
 * The path and query of the newest link matching `link` in an e-mail to `email`, read from the
 * dev mailbox (GET /api/dev/mailbox: the browser tests run without SMTP_URL). `except` skips
 * e-mails that were already read (a second verification or reset e-mail to the same address).
 */
export const linkFromMailbox = async (
  api: APIRequestContext,
  email: string,
  link: RegExp,
  options: { except?: string[] } = {},
): Promise<string> => {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await api.get('/api/dev/mailbox', { params: { to: email } });
        const body = (await response.json()) as { data: { messages: MailboxMessage[] } | null };
        // Newest first.
        found = body.data?.messages
          .map((message) => link.exec(message.text)?.[0])
          .find((path): path is string => Boolean(path) && !options.except?.includes(path as string));
        return found;
      },
      { message: `an e-mail to ${email} with a link like ${link}`, timeout: 20_000 },
    )
    .toBeTruthy();
  return found as string;
};

/** A fresh address per test, so that tests stay independent. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
