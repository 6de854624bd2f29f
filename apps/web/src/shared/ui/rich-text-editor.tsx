/**
 * A rich-text field for content the association writes (notifications, the dashboard's content
 * areas): a formatting toolbar over an editable region, built on Tiptap (ProseMirror). It writes
 * only HTML the server's member sanitiser keeps (modules/notifications/html-sanitizer.ts):
 * paragraphs, h2/h3, bold, italic, underline, strike, lists, quotes, links and our own images.
 *
 * Accessibility, after Tiptap's guide (https://tiptap.dev/docs/guides/accessibility) and the
 * WAI-ARIA toolbar pattern (https://www.w3.org/WAI/ARIA/apg/patterns/toolbar/): the region is a
 * multi-line textbox named by the field's label; the toolbar is one tab stop whose buttons the
 * arrow keys, Home and End move between; toggles say whether they are on (aria-pressed); each
 * button names its keyboard shortcut (aria-keyshortcuts) and shows it in its tooltip.
 *
 * The console loads this lazily: Tiptap never enters the public site's bundle.
 */
import { contentImagePath, isSafeLink } from '@hearth/contracts';
import { Extension } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../lib/api-error-message';
import styles from './rich-text-editor.module.css';

export interface RichTextEditorProps {
  /** The field's visible label; it names the editable region. */
  label: ReactNode;
  /** The HTML shown; '' for an empty field. */
  value: string;
  onChange: (html: string) => void;
  /** A hint read with the field. */
  hint?: ReactNode;
  /** A message shown under the field and read with it; the field is marked invalid. */
  error?: string;
  /** Stores a picture and answers its address; without it the toolbar offers no image. */
  onUploadImage?: (file: File) => Promise<{ url: string }>;
}

type Panel = 'link' | 'image' | null;

/**
 * Pictures the association stored (`/media/content/…`) and no others, as the server's sanitiser
 * keeps them: HTML pasted or loaded with another image shows without it, as members will see it.
 */
const OurImage = Image.extend({
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (node) => (contentImagePath.test(node.getAttribute('src') ?? '') ? null : false),
      },
    ];
  },
});

/** A toolbar button: a toggle when `pressed` is set; `icon` or, when absent, its label shows. */
interface Tool {
  name: string;
  label: string;
  keys?: string;
  pressed?: boolean;
  expanded?: boolean;
  disabled?: boolean;
  run: () => void;
  /** A glyph drawn by CSS (so it is not read as text beside the button's name). */
  icon?: string;
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** `Mod-Shift-8` as aria-keyshortcuts wants it, and as a person reads it. */
function shortcut(keys: string): { aria: string; shown: string } {
  const parts = keys.split('-');
  const named = (mod: string) => parts.map((p) => (p === 'Mod' ? mod : p)).join('+');
  return {
    aria: `${named('Control')} ${named('Meta')}`,
    shown: isMac() ? named('⌘') : named('Ctrl'),
  };
}

/** What the toolbar shows as on, read from the editor on each change. */
function useMarks(editor: Editor | null) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
            h2: e.isActive('heading', { level: 2 }),
            h3: e.isActive('heading', { level: 3 }),
            bulletList: e.isActive('bulletList'),
            orderedList: e.isActive('orderedList'),
            link: e.isActive('link'),
            canUndo: e.can().undo(),
            canRedo: e.can().redo(),
          }
        : null,
  });
}

/** The HTML the field holds: an empty document is ''. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/** A web address as the sanitiser keeps it: a bare domain is taken as https. */
function linkAddress(typed: string): string | null {
  const value = typed.trim();
  if (isSafeLink(value)) return value;
  const guessed = `https://${value}`;
  return /^[\w-]+(\.[\w-]+)+([/?#]|$)/.test(value) && isSafeLink(guessed) ? guessed : null;
}

export function RichTextEditor({
  label,
  value,
  onChange,
  hint,
  error,
  onUploadImage,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ');
  const [panel, setPanel] = useState<Panel>(null);
  const [source, setSource] = useState(false);
  const emitted = useRef(value);
  const openLink = useRef<() => void>(() => undefined);

  const editor = useEditor({
    // The page may be drawn on the server; the editor starts in the browser.
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        code: false,
        horizontalRule: false,
        // No empty paragraph forced after a heading or list: the HTML stays what was written.
        trailingNode: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          isAllowedUri: (url) => isSafeLink(url),
          HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
        },
      }),
      OurImage.configure({ allowBase64: false }),
      Extension.create({
        name: 'linkShortcut',
        addKeyboardShortcuts: () => ({
          'Mod-k': () => {
            openLink.current();
            return true;
          },
        }),
      }),
    ],
    content: value,
    onUpdate: ({ editor: e }) => {
      emitted.current = htmlOf(e);
      onChange(emitted.current);
    },
  });

  // A value set from outside (a form cleared after publishing, a reload) replaces the content.
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (!editor) return;
    const attributes: Record<string, string> = {
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      class: styles.region ?? '',
    };
    if (describedBy) attributes['aria-describedby'] = describedBy;
    if (error) attributes['aria-invalid'] = 'true';
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes } });
  }, [editor, labelId, describedBy, error]);

  useEffect(() => {
    openLink.current = () => setPanel('link');
  }, []);
  const marks = useMarks(editor);
  const closePanel = () => {
    setPanel(null);
    editor?.commands.focus();
  };

  const chain = () => editor!.chain().focus();
  const tools: Tool[] = [
    {
      name: 'bold',
      label: t('richText.bold'),
      keys: 'Mod-B',
      pressed: Boolean(marks?.bold),
      run: () => chain().toggleBold().run(),
      icon: 'B',
    },
    {
      name: 'italic',
      label: t('richText.italic'),
      keys: 'Mod-I',
      pressed: Boolean(marks?.italic),
      run: () => chain().toggleItalic().run(),
      icon: 'I',
    },
    {
      name: 'h2',
      label: t('richText.heading'),
      keys: 'Mod-Alt-2',
      pressed: Boolean(marks?.h2),
      run: () => chain().toggleHeading({ level: 2 }).run(),
      icon: 'H2',
    },
    {
      name: 'h3',
      label: t('richText.subheading'),
      keys: 'Mod-Alt-3',
      pressed: Boolean(marks?.h3),
      run: () => chain().toggleHeading({ level: 3 }).run(),
      icon: 'H3',
    },
    {
      name: 'bulletList',
      label: t('richText.bulletList'),
      keys: 'Mod-Shift-8',
      pressed: Boolean(marks?.bulletList),
      run: () => chain().toggleBulletList().run(),
      icon: '•≡',
    },
    {
      name: 'orderedList',
      label: t('richText.orderedList'),
      keys: 'Mod-Shift-7',
      pressed: Boolean(marks?.orderedList),
      run: () => chain().toggleOrderedList().run(),
      icon: '1≡',
    },
    {
      name: 'link',
      label: t('richText.link'),
      keys: 'Mod-K',
      pressed: Boolean(marks?.link),
      expanded: panel === 'link',
      run: () => setPanel(panel === 'link' ? null : 'link'),
      icon: ' ',
    },
    ...(onUploadImage
      ? [
          {
            name: 'image',
            label: t('richText.image'),
            expanded: panel === 'image',
            run: () => setPanel(panel === 'image' ? null : 'image'),
            icon: ' ',
          },
        ]
      : []),
    {
      name: 'undo',
      label: t('richText.undo'),
      keys: 'Mod-Z',
      disabled: !marks?.canUndo,
      run: () => chain().undo().run(),
      icon: '↶',
    },
    {
      name: 'redo',
      label: t('richText.redo'),
      keys: 'Mod-Shift-Z',
      disabled: !marks?.canRedo,
      run: () => chain().redo().run(),
      icon: '↷',
    },
  ];
  const sourceTool: Tool = {
    name: 'source',
    label: t('richText.source'),
    pressed: source,
    run: () => {
      // Back from the source: the editor keeps what it can show, and the field holds just that.
      if (source) editor?.commands.setContent(value, { emitUpdate: true });
      setPanel(null);
      setSource(!source);
    },
  };

  return (
    // The label names the whole field too, so its toolbar is found beside its own text.
    <div className={styles.field} role="group" aria-labelledby={labelId}>
      <div
        id={labelId}
        className={styles.label}
        onClick={() => (source ? undefined : editor?.commands.focus())}
      >
        {label}
      </div>
      <div className={styles.frame} data-invalid={error ? true : undefined}>
        <Toolbar
          label={t('richText.toolbar')}
          tools={source ? [sourceTool] : [...tools, sourceTool]}
          ready={Boolean(editor)}
        />
        {panel === 'link' && editor && !source && (
          <LinkPanel editor={editor} onClose={closePanel} active={Boolean(marks?.link)} />
        )}
        {panel === 'image' && editor && onUploadImage && !source && (
          <ImagePanel editor={editor} upload={onUploadImage} onClose={closePanel} />
        )}
        {/* Kept mounted while the source shows, so the editor keeps its history. */}
        <div hidden={source}>
          <EditorContent editor={editor} className={styles.content} />
        </div>
        {source && (
          <textarea
            className={styles.source}
            aria-labelledby={labelId}
            aria-describedby={describedBy || undefined}
            aria-invalid={error ? true : undefined}
            value={value}
            onChange={(event) => {
              emitted.current = event.target.value;
              onChange(event.target.value);
            }}
          />
        )}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** One tab stop; arrows, Home and End move between the buttons (the toolbar pattern). */
function Toolbar({ label, tools, ready }: { label: string; tools: Tool[]; ready: boolean }) {
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const count = tools.length;
  const at = Math.min(current, count - 1);
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: at + 1,
      ArrowLeft: at - 1,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const wrapped = (next + count) % count;
    setCurrent(wrapped);
    buttons.current[wrapped]?.focus();
  };
  return (
    <div role="toolbar" aria-label={label} className={styles.toolbar} onKeyDown={onKeyDown}>
      {tools.map((tool, index) => {
        const keys = tool.keys ? shortcut(tool.keys) : undefined;
        return (
          <button
            key={tool.name}
            ref={(node) => {
              buttons.current[index] = node;
            }}
            type="button"
            className={tool.icon ? styles.tool : `${styles.tool} ${styles.textTool}`}
            data-tool={tool.name}
            tabIndex={index === at ? 0 : -1}
            aria-label={tool.icon ? tool.label : undefined}
            title={keys ? `${tool.label} (${keys.shown})` : tool.icon ? tool.label : undefined}
            aria-keyshortcuts={keys?.aria}
            aria-pressed={tool.pressed}
            aria-expanded={tool.expanded}
            disabled={!ready || tool.disabled}
            onFocus={() => setCurrent(index)}
            // Keep the editor's selection: the button acts on it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={tool.run}
          >
            {tool.icon ? (
              <span aria-hidden="true" className={styles.glyph} data-glyph={tool.icon} />
            ) : (
              tool.label
            )}
          </button>
        );
      })}
    </div>
  );
}

/** Enter applies, Escape closes: the panel sits inside the page's form and must not submit it. */
function panelKeys(apply: () => void, close: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };
}

function useFocusFirst(ref: RefObject<HTMLInputElement | null>) {
  useEffect(() => ref.current?.focus(), [ref]);
}

function LinkPanel({
  editor,
  active,
  onClose,
}: {
  editor: Editor;
  active: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState(() => (editor.getAttributes('link').href as string) ?? '');
  const [bad, setBad] = useState(false);
  useFocusFirst(input);
  const apply = () => {
    const href = linkAddress(typed);
    if (!href) {
      setBad(true);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !active) {
      chain
        .insertContent({
          type: 'text',
          text: typed.trim(),
          marks: [{ type: 'link', attrs: { href } }],
        })
        .run();
    } else {
      chain.setLink({ href }).run();
    }
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };
  return (
    <div
      className={styles.panel}
      role="group"
      aria-label={t('richText.link')}
      onKeyDown={panelKeys(apply, onClose)}
    >
      <label htmlFor={`${id}-href`}>{t('richText.linkAddress')}</label>
      <input
        ref={input}
        id={`${id}-href`}
        type="text"
        inputMode="url"
        value={typed}
        aria-invalid={bad || undefined}
        aria-describedby={bad ? `${id}-bad` : undefined}
        onChange={(event) => {
          setTyped(event.target.value);
          setBad(false);
        }}
      />
      {bad && (
        <p id={`${id}-bad`} className={styles.error}>
          {t('richText.badLink')}
        </p>
      )}
      <div className={styles.panelButtons}>
        <button type="button" className={styles.action} onClick={apply}>
          {t('richText.applyLink')}
        </button>
        {active && (
          <button type="button" className={styles.action} onClick={remove}>
            {t('richText.removeLink')}
          </button>
        )}
        <button type="button" className={styles.action} onClick={onClose}>
          {t('richText.cancel')}
        </button>
      </div>
    </div>
  );
}

function ImagePanel({
  editor,
  upload,
  onClose,
}: {
  editor: Editor;
  upload: (file: File) => Promise<{ url: string }>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useFocusFirst(input);
  const insert = async () => {
    if (!file) {
      setProblem(t('richText.chooseImage'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const { url } = await upload(file);
      editor.chain().focus().setImage({ src: url, alt: alt.trim() }).run();
      onClose();
    } catch (failure) {
      setProblem(apiErrorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div
      className={styles.panel}
      role="group"
      aria-label={t('richText.image')}
      aria-busy={busy}
      onKeyDown={panelKeys(() => void insert(), onClose)}
    >
      <label htmlFor={`${id}-file`}>{t('richText.imageFile')}</label>
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null);
          setProblem(null);
        }}
      />
      <label htmlFor={`${id}-alt`}>{t('richText.imageAlt')}</label>
      <input
        id={`${id}-alt`}
        type="text"
        maxLength={200}
        value={alt}
        onChange={(e) => setAlt(e.target.value)}
      />
      {problem && (
        <p id={`${id}-problem`} role="alert" className={styles.error}>
          {problem}
        </p>
      )}
      <div className={styles.panelButtons}>
        <button
          type="button"
          className={styles.action}
          disabled={busy}
          onClick={() => void insert()}
        >
          {busy ? t('richText.uploading') : t('richText.insertImage')}
        </button>
        <button type="button" className={styles.action} onClick={onClose}>
          {t('richText.cancel')}
        </button>
      </div>
    </div>
  );
}
