import { useEffect } from 'react';

function setMeta(attribute: 'name' | 'property', key: string, content: string): () => void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  const created = !element;
  const previous = element?.content ?? null;
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
  return () => {
    if (created) element.remove();
    else if (previous !== null) element.content = previous;
  };
}

/**
 * The page's title, description and link-preview (Open Graph) tags, from the server's
 * `header`, while the page is shown.
 */
export function usePageMeta(header: { title: string; description: string } | undefined): void {
  const title = header?.title;
  const description = header?.description;
  useEffect(() => {
    if (!title || description === undefined) return undefined;
    const previousTitle = document.title;
    document.title = title;
    const restore = [
      setMeta('name', 'description', description),
      setMeta('property', 'og:title', title),
      setMeta('property', 'og:description', description),
      setMeta('property', 'og:type', 'profile'),
      setMeta('property', 'og:url', window.location.href),
    ];
    return () => {
      document.title = previousTitle;
      for (const undo of restore) undo();
    };
  }, [title, description]);
}
