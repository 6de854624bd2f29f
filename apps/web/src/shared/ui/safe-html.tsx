/**
 * HTML the server sanitised (notifications, messages, the dashboard's content areas): the server
 * is the one place it is cleaned (an allow-list sanitiser), and the page's Content-Security-Policy
 * would refuse any script that slipped through. It is what people wrote, in the language they
 * wrote it (`data-content`), not the interface's words.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} data-content dangerouslySetInnerHTML={{ __html: html }} />;
}
