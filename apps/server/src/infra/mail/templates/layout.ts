import { DEFAULT_APP_NAME, DEFAULT_LANGUAGE, type Language } from '@app/contract';
import { escapeHtml, oneLine } from '../escape-html';
import { fill, mailTexts } from '../i18n';
import type { MailContent } from '../outbox';

let productName: string = DEFAULT_APP_NAME;

/**
 * The product's name in every message (APP_NAME), set from the configuration when the process
 * starts its app or a command-line task (buildApp, runCli). One process serves one configuration,
 * so the templates read it here rather than from each of their callers.
 */
export function setMailProductName(name: string): void {
  productName = name;
}

/** The product's name as the messages write it. */
export const mailProductName = (): string => productName;

/** The parts every message is made of; all values are plain text, escaped here for the HTML. */
export interface MailParts {
  /** The recipient's language (`users.language`): the layout's own words follow it. */
  language?: Language | undefined;
  subject: string;
  heading: string;
  /** "Hello Ada," (omitted for messages to admins). */
  greeting?: string;
  paragraphs: string[];
  /** Label/value rows (amounts, addresses). */
  details?: [label: string, value: string][];
  /** The one button; its URL is also written out for mail clients that hide buttons. */
  action?: { label: string; url: string };
  /** Small print under the button. */
  notes?: string[];
}

/** One message in HTML and text from the same parts, with every interpolated value escaped. */
export function renderMail(parts: MailParts): MailContent {
  return { subject: oneLine(parts.subject), html: renderHtml(parts), text: renderText(parts) };
}

function renderHtml(p: MailParts): string {
  const para = (text: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#1f2937">${escapeHtml(text)}</p>`;
  const details = p.details?.length
    ? `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse;font-size:14px">${p.details
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 16px 4px 0;color:#6b7280">${escapeHtml(label)}</td>` +
            `<td style="padding:4px 0;color:#111827;font-family:monospace">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const action = p.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(p.action.url)}" ` +
      `style="display:inline-block;padding:12px 20px;background:#2563eb;color:#ffffff;` +
      `border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(p.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#6b7280">${escapeHtml(mailTexts(p.language).layout.buttonFallback)} ` +
      `<a href="${escapeHtml(p.action.url)}" style="color:#2563eb;word-break:break-all">${escapeHtml(p.action.url)}</a></p>`
    : '';
  const notes = (p.notes ?? [])
    .map((n) => `<p style="margin:0 0 8px;font-size:13px;color:#6b7280">${escapeHtml(n)}</p>`)
    .join('');
  return [
    '<!doctype html>',
    `<html lang="${p.language ?? DEFAULT_LANGUAGE}"><head><meta charset="utf-8"><title>${escapeHtml(p.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">',
    '<div style="max-width:560px;margin:0 auto;padding:32px;background:#ffffff;border-radius:8px">',
    `<h1 style="margin:0 0 24px;font-size:20px;color:#111827">${escapeHtml(p.heading)}</h1>`,
    p.greeting ? para(p.greeting) : '',
    ...p.paragraphs.map(para),
    details,
    action,
    notes,
    `<p style="margin:24px 0 0;font-size:12px;color:#9ca3af">${escapeHtml(productName)}</p>`,
    '</div></body></html>',
  ].join('');
}

function renderText(p: MailParts): string {
  const lines: string[] = [p.heading, ''];
  if (p.greeting) lines.push(p.greeting, '');
  for (const text of p.paragraphs) lines.push(text, '');
  if (p.details?.length) {
    for (const [label, value] of p.details) lines.push(`${label}: ${value}`);
    lines.push('');
  }
  if (p.action) lines.push(`${p.action.label}: ${p.action.url}`, '');
  for (const note of p.notes ?? []) lines.push(note);
  if (p.notes?.length) lines.push('');
  lines.push(`-- ${productName}`);
  return lines.join('\n');
}

/** A link into the web app: APP_URL + path + query, each query value URL-encoded. */
export function appLink(appUrl: string, path: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return `${appUrl.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
}

/** "Hello Ada," in the recipient's language. */
export const greet = (firstName: string, language?: Language) =>
  fill(mailTexts(language).layout.greeting, { name: firstName });
