/**
 * HTML the server sanitised (notifications, messages, the dashboard's content areas): the server
 * is the one place it is cleaned (an allow-list sanitiser), and the page's Content-Security-Policy
 * would refuse any script that slipped through.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
