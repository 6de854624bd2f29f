import type { ConsoleDashboard, ConsoleLeftNavLink, ConsoleService } from '@hearth/contracts';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/lib/api-error';
import { ContentArea, ServicesList } from '../../../shared/ui/dashboard-content';
import { LazyRichTextEditor } from '../../../shared/ui/lazy-rich-text-editor';
import {
  useConsoleDashboard,
  useSanitisedBlocks,
  useSaveDashboard,
  useUploadContentImage,
} from '../api/console-api';
import styles from './console.module.css';

type Area = 'top' | 'middle' | 'bottom';

function move<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

const AREAS = ['top', 'middle', 'bottom'] as const;

/**
 * The member's dashboard as the draft would show it, beside the editor: the content areas as
 * the server will clean them, the services in their order and style, and the left links.
 */
function DashboardPreview({ draft }: { draft: ConsoleDashboard }) {
  const { t } = useTranslation();
  const blocks = AREAS.flatMap((area) => draft[area]);
  const cleaned = useSanitisedBlocks(blocks).data;
  let next = 0;
  const areaBlocks = Object.fromEntries(
    AREAS.map((area) => {
      const own = draft[area].map(() => cleaned?.[next++] ?? '');
      return [area, own.filter((html) => html !== '')];
    }),
  ) as Record<Area, string[]>;
  const services = draft.services.filter((s) => s.label.trim() !== '');
  return (
    <aside className={styles.livePreview} aria-labelledby="dashboard-live-preview">
      <h3 id="dashboard-live-preview">{t('console.dashboard.livePreview')}</h3>
      <p className={styles.hint}>{t('console.dashboard.livePreviewHint')}</p>
      <div className={styles.previewFrame}>
        {draft.leftNav.length > 0 && (
          <ul className={styles.previewNav} aria-label={t('console.dashboard.leftNav')}>
            {draft.leftNav.map((link, index) => (
              <li key={index}>{link.label || link.href}</li>
            ))}
          </ul>
        )}
        <div>
          <ContentArea name="top" blocks={areaBlocks.top} />
          {services.length > 0 && (
            <section aria-label={t('account.services.title')}>
              <h4>{t('account.services.title')}</h4>
              <ServicesList
                services={services.map((s) => ({ ...s, url: s.url || '#' }))}
                layout={draft.servicesStyle}
              />
            </section>
          )}
          <ContentArea name="middle" blocks={areaBlocks.middle} />
          <ContentArea name="bottom" blocks={areaBlocks.bottom} />
        </div>
      </div>
    </aside>
  );
}

/** The members' dashboard: content areas, services (in order, and their style), left links. */
export function DashboardEditor() {
  const { t } = useTranslation();
  const loaded = useConsoleDashboard();
  const save = useSaveDashboard();
  const upload = useUploadContentImage();
  const [edited, setDraft] = useState<ConsoleDashboard | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const draft = edited ?? loaded.data;
  if (!draft) return <p>{t('console.loading')}</p>;

  const set = (change: Partial<ConsoleDashboard>) => {
    save.reset();
    setDraft({ ...draft, ...change });
  };
  const setBlock = (area: Area, index: number, html: string) =>
    set({ [area]: draft[area].map((b, i) => (i === index ? html : b)) });
  const setService = (index: number, change: Partial<ConsoleService>) =>
    set({ services: draft.services.map((s, i) => (i === index ? { ...s, ...change } : s)) });
  const setLink = (index: number, change: Partial<ConsoleLeftNavLink>) =>
    set({ leftNav: draft.leftNav.map((l, i) => (i === index ? { ...l, ...change } : l)) });

  const dropOn = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null && dragged !== index) {
      set({ services: move(draft.services, dragged, index) });
    }
    setDragged(null);
  };

  return (
    <div className={styles.editorLayout}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(draft, { onSuccess: (body) => setDraft(body.results) });
        }}
      >
        {AREAS.map((area) => (
          <fieldset key={area}>
            <legend>{t(`console.dashboard.area.${area}`)}</legend>
            <ul className={styles.list}>
              {draft[area].map((html, index) => (
                <li key={index} className={styles.block}>
                  <LazyRichTextEditor
                    label={t('console.dashboard.block', { n: index + 1 })}
                    value={html}
                    onChange={(next) => setBlock(area, index, next)}
                    onUploadImage={(file) => upload.mutateAsync(file)}
                  />
                  <button
                    type="button"
                    className={styles.button}
                    onClick={() => set({ [area]: draft[area].filter((_, i) => i !== index) })}
                  >
                    {t('console.remove')}
                  </button>
                </li>
              ))}
            </ul>
            <button
              type="button"
              className={styles.button}
              onClick={() => set({ [area]: [...draft[area], ''] })}
            >
              {t('console.dashboard.addBlock')}
            </button>
          </fieldset>
        ))}

        <fieldset>
          <legend>{t('console.dashboard.services')}</legend>
          <div className={styles.row}>
            {(['grid', 'list'] as const).map((style) => (
              <label key={style} className={styles.check}>
                <input
                  type="radio"
                  name="servicesStyle"
                  checked={draft.servicesStyle === style}
                  onChange={() => set({ servicesStyle: style })}
                />
                {t(`console.dashboard.style.${style}`)}
              </label>
            ))}
          </div>
          <ol className={styles.list}>
            {draft.services.map((service, index) => (
              <li
                key={index}
                className={styles.item}
                draggable
                data-dragging={dragged === index || undefined}
                onDragStart={(event) => {
                  // Text fields inside keep their own selection dragging.
                  if ((event.target as HTMLElement).closest('input, textarea')) return;
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', String(index));
                  setDragged(index);
                }}
                onDragOver={(event) => {
                  if (dragged === null) return;
                  event.preventDefault();
                  event.dataTransfer.dropEffect = 'move';
                }}
                onDrop={dropOn(index)}
                onDragEnd={() => setDragged(null)}
              >
                <span
                  className={styles.grip}
                  aria-hidden="true"
                  title={t('console.dashboard.drag')}
                >
                  ⠿
                </span>
                <div className={styles.row}>
                  <div className={styles.field}>
                    <label htmlFor={`service-label-${index}`}>{t('console.label')}</label>
                    <input
                      id={`service-label-${index}`}
                      value={service.label}
                      onChange={(e) => setService(index, { label: e.target.value })}
                    />
                  </div>
                  <div className={styles.field}>
                    <label htmlFor={`service-url-${index}`}>{t('console.url')}</label>
                    <input
                      id={`service-url-${index}`}
                      value={service.url}
                      onChange={(e) => setService(index, { url: e.target.value })}
                    />
                  </div>
                  <div className={styles.field}>
                    <label htmlFor={`service-icon-${index}`}>{t('console.dashboard.icon')}</label>
                    <input
                      id={`service-icon-${index}`}
                      value={service.icon ?? ''}
                      onChange={(e) => setService(index, { icon: e.target.value || null })}
                    />
                  </div>
                </div>
                <div className={styles.buttons}>
                  <label className={styles.check}>
                    <input
                      type="checkbox"
                      checked={service.target === '_blank'}
                      onChange={(e) =>
                        setService(index, { target: e.target.checked ? '_blank' : '_self' })
                      }
                    />
                    {t('console.newTab')}
                  </label>
                  <button
                    type="button"
                    className={styles.button}
                    disabled={index === 0}
                    onClick={() => set({ services: move(draft.services, index, index - 1) })}
                    aria-label={t('console.moveUp', { name: service.label })}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className={styles.button}
                    disabled={index === draft.services.length - 1}
                    onClick={() => set({ services: move(draft.services, index, index + 1) })}
                    aria-label={t('console.moveDown', { name: service.label })}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className={styles.button}
                    onClick={() => set({ services: draft.services.filter((_, i) => i !== index) })}
                    aria-label={t('console.removeOne', { name: service.label })}
                  >
                    {t('console.remove')}
                  </button>
                </div>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className={styles.button}
            onClick={() =>
              set({
                services: [
                  ...draft.services,
                  { label: '', url: 'https://', target: '_blank', imageUrl: null, icon: null },
                ],
              })
            }
          >
            {t('console.dashboard.addService')}
          </button>
        </fieldset>

        <fieldset>
          <legend>{t('console.dashboard.leftNav')}</legend>
          <ul className={styles.list}>
            {draft.leftNav.map((link, index) => (
              <li key={index} className={styles.row}>
                <div className={styles.field}>
                  <label htmlFor={`link-label-${index}`}>{t('console.label')}</label>
                  <input
                    id={`link-label-${index}`}
                    value={link.label}
                    onChange={(e) => setLink(index, { label: e.target.value })}
                  />
                </div>
                <div className={styles.field}>
                  <label htmlFor={`link-href-${index}`}>{t('console.url')}</label>
                  <input
                    id={`link-href-${index}`}
                    value={link.href}
                    onChange={(e) => setLink(index, { href: e.target.value })}
                  />
                </div>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={link.newTab}
                    onChange={(e) => setLink(index, { newTab: e.target.checked })}
                  />
                  {t('console.newTab')}
                </label>
                <button
                  type="button"
                  className={styles.button}
                  onClick={() => set({ leftNav: draft.leftNav.filter((_, i) => i !== index) })}
                  aria-label={t('console.removeOne', { name: link.label })}
                >
                  {t('console.remove')}
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={styles.button}
            onClick={() =>
              set({ leftNav: [...draft.leftNav, { label: '', href: 'https://', newTab: true }] })
            }
          >
            {t('console.dashboard.addLink')}
          </button>
        </fieldset>

        {save.isError && (
          <p role="alert" className={styles.error}>
            {isApiError(save.error) ? save.error.message : t('console.failed')}
          </p>
        )}
        {save.isSuccess && (
          <p role="status" className={styles.status}>
            {t('console.dashboard.saved')}
          </p>
        )}
        <div className={styles.buttons}>
          <button type="submit" className={styles.primary} disabled={save.isPending}>
            {t('console.dashboard.save')}
          </button>
          <a
            className={styles.button}
            href="/account/home"
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('console.dashboard.preview')}
            <span className={styles.visuallyHidden}> {t('console.newWindow')}</span>
          </a>
        </div>
      </form>
      <DashboardPreview draft={draft} />
    </div>
  );
}
