/**
 * The console's content images (kept apart from the schemas, without zod, so the web app's
 * editor can check an address without loading them).
 */

/** Where the console's content images are served (`/media/content/{name}`), names the server's. */
export const CONTENT_IMAGE_PREFIX = '/media/content/';
/** A stored content image's path: the only `<img src>` the sanitiser keeps. */
export const contentImagePath =
  /^\/media\/content\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;
