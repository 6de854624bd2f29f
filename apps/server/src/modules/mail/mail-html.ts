/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface MailHtmlParts {
  language: string;
  title: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
}

/** A simple, escaped HTML message: a heading, paragraphs, an optional button and a footer. */
export function renderMailHtml({ language, title, paragraphs, action, footer }: MailHtmlParts) {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(action.label)}</a></p>\n<p style="font-size:13px;color:#555">${escapeHtml(action.url)}</p>`
    : '';
  const foot = footer ? `<p style="font-size:12px;color:#666">${escapeHtml(footer)}</p>` : '';
  return `<!doctype html>
<html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#111;max-width:600px;margin:0 auto;padding:16px">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
${body}
${button}
${foot}
</body></html>`;
}
