/**
 * The e-mails notifications become (rules §11), in the recipient's language: a subject, plain text and HTML
 * with the same words, and a link to the thing in the app. Never private data: the notice's own parameters (a
 * name, a kind, a status) are all they carry.
 */
import { type Catalogue, translator } from '../../../shared/i18n/index.js';
import type { Locale } from '../../../shared/locale.js';
import { type NotificationType, notificationText, securityTypes } from '../schemas.js';

export interface Email {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An e-mail of paragraphs and one link, as text and as HTML. */
function compose(
  words: Catalogue,
  locale: Locale,
  parts: {
    subject: string;
    name: string;
    paragraphs: string[];
    list?: string[];
    url: string;
    footer: string;
  },
): Email {
  const t = translator(words);
  const greeting = t('email.greeting', { name: parts.name });
  const list = parts.list ?? [];
  const text = [
    greeting,
    ...parts.paragraphs,
    ...(list.length ? [list.map((line) => `- ${line}`).join('\n')] : []),
    `${words.email.open}: ${parts.url}`,
    `--\n${parts.footer}`,
  ].join('\n\n');
  const p = (body: string) => `<p style="margin:0 0 16px">${body}</p>`;
  const html = `<!doctype html>
<html lang="${locale.language}"><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:system-ui,sans-serif;color:#18181b;font-size:15px;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
${p(escapeHtml(greeting))}
${parts.paragraphs.map((line) => p(escapeHtml(line))).join('\n')}
${list.length ? `<ul style="margin:0 0 16px;padding-left:20px">${list.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : ''}
${p(`<a href="${escapeHtml(parts.url)}" style="display:inline-block;background:#18181b;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(words.email.open)}</a>`)}
<p style="margin:24px 0 0;color:#52525b;font-size:13px">${escapeHtml(parts.footer)}</p>
</div></body></html>`;
  return { subject: parts.subject, text, html };
}

/** One notification as an e-mail. */
export function notificationEmail(
  words: Catalogue,
  locale: Locale,
  notice: { type: NotificationType; params: Record<string, string>; link: string },
  recipient: { firstName: string },
  appUrl: string,
): Email {
  const t = translator(words);
  return compose(words, locale, {
    subject: t(`notifications.subject.${notice.type}`),
    name: recipient.firstName,
    paragraphs: [notificationText(notice, t, locale)],
    url: `${appUrl}${notice.link}`,
    footer: securityTypes.includes(notice.type) ? words.email.securityFooter : words.email.footer,
  });
}

/** The morning digest: what waits for the approver's decision. */
export function digestEmail(
  words: Catalogue,
  locale: Locale,
  recipient: { firstName: string },
  lines: string[],
  appUrl: string,
): Email {
  return compose(words, locale, {
    subject: words.email.digestSubject,
    name: recipient.firstName,
    paragraphs: [words.email.digestIntro],
    list: lines,
    url: `${appUrl}/approval`,
    footer: words.email.footer,
  });
}
