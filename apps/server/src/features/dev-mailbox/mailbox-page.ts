import { escapeHtml } from '../../infra/mail/escape-html';
import type { MailOutboxRow } from '../../infra/mail/outbox.tables';

/**
 * The dev mailbox as server-rendered HTML: every value escaped, http(s) links in the text bodies
 * made clickable, no script. Only served when no SMTP_URL is set.
 */
export function renderMailboxList(messages: MailOutboxRow[]): string {
  const items = messages.length
    ? messages
        .map(
          (m) => `<article>
<header><a href="/dev/mailbox/${escapeHtml(m.id)}"><strong>${escapeHtml(m.subject)}</strong></a>
<div class="meta">To ${escapeHtml(m.to)} &middot; ${escapeHtml(m.createdAt.toISOString())} &middot; ${escapeHtml(m.kind)}</div></header>
<pre>${linkify(m.text)}</pre>
</article>`,
        )
        .join('\n')
    : '<p>No messages yet. E-mails the app sends (verification, password reset, ...) appear here.</p>';
  return page(
    'Dev mailbox',
    `<h1>Dev mailbox</h1>
<p class="meta">No SMTP_URL is set, so e-mails stay in the outbox and are shown here, newest first.</p>
${items}`,
  );
}

export function renderMailboxMessage(m: MailOutboxRow): string {
  return page(
    m.subject,
    `<p><a href="/dev/mailbox">&larr; All messages</a></p>
<h1>${escapeHtml(m.subject)}</h1>
<table class="meta">
<tr><td>To</td><td>${escapeHtml(m.to)}</td></tr>
<tr><td>Kind</td><td>${escapeHtml(m.kind)}</td></tr>
<tr><td>Created</td><td>${escapeHtml(m.createdAt.toISOString())}</td></tr>
</table>
${m.html ? `<p><a href="/dev/mailbox/${escapeHtml(m.id)}/html">View the HTML version</a></p>` : ''}
<pre>${linkify(m.text)}</pre>`,
  );
}

/** Escapes the text, then turns each http(s) URL into a link (the URL is escaped already). */
export function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:900px;margin:2rem auto;padding:0 1rem;color:#111827}
article{border:1px solid #e5e7eb;border-radius:8px;padding:1rem;margin:1rem 0}
.meta{color:#6b7280;font-size:.875rem}
pre{white-space:pre-wrap;word-break:break-word;background:#f9fafb;padding:.75rem;border-radius:6px}
td{padding:2px 12px 2px 0}
</style></head>
<body>${body}</body></html>`;
}
