/**
 * The one sanitiser of HTML that the association writes for members (notifications, messages,
 * the dashboard's content areas). sanitize-html is an allow-list sanitiser built on a real HTML
 * parser (htmlparser2), kept by a company that runs it in production, and needs no DOM on the
 * server (DOMPurify would need jsdom here). Everything not listed is removed: scripts, styles,
 * event handlers, iframes, forms, and any link whose scheme is not http(s), mailto or tel.
 * Links are made to open safely in a new window. Images are kept only when they are ours: a
 * picture the console stored (`/media/content/…`, see modules/media/content-images.ts), so no
 * member's page loads a picture from, or reports its readers to, another site.
 */
import { contentImagePath } from '@hearth/contracts';
import sanitize from 'sanitize-html';

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'mark',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'span',
    'div',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'figure',
    'figcaption',
    'code',
    'pre',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // An image without a src of ours goes whole (sanitize-html README, "Filters": exclusiveFilter).
  exclusiveFilter: (frame) =>
    frame.tag === 'img' && !contentImagePath.test(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' },
    }),
  },
};

/** HTML safe to insert in a member's page. */
export function sanitizeMemberHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}
