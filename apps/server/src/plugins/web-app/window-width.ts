import type { FastifyRequest } from 'fastify';

/** Window widths a page is drawn for on the server: a phone's, else a desktop's. */
export const PHONE_WIDTH = 400;
export const DESKTOP_WIDTH = 1280;

/**
 * The window width to draw the page for, from the browser's own word (the `Sec-CH-UA-Mobile`
 * client hint) or else its user agent. A wrong guess costs only the head start: the browser then
 * draws the page afresh (main.tsx adopts a page only when its first view would be the same).
 */
export function assumedWindowWidth(headers: FastifyRequest['headers']): number {
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return PHONE_WIDTH;
  if (hint === '?0') return DESKTOP_WIDTH;
  return /Mobi|iPhone|iPod/i.test(headers['user-agent'] ?? '') ? PHONE_WIDTH : DESKTOP_WIDTH;
}
