import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichTextEditorProps } from './rich-text-editor';

const Editor = lazy(() =>
  import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);

/**
 * The rich-text editor, its code (Tiptap, about 140 kB gzipped) fetched when a screen first
 * shows one: neither the public site nor the rest of a screen waits for it.
 */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <div role="group" aria-busy="true">
          <div>{props.label}</div>
          <p>{t('richText.loading')}</p>
        </div>
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}
