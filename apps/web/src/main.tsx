/**
 * The browser's entry. The libraries the app needs before its first render (React DOM, React
 * Router, i18next, TanStack Query) are run one at a time, each in a task of its own, and then
 * the app (app/start.tsx): run as one module graph they made a single task long enough to hold
 * up a slow phone for a quarter of a second while the server-drawn page was already on screen.
 */
import './shared/ui/global.css';
import { nextTask } from './shared/lib/next-task';

async function boot() {
  await import('./app/boot/react-dom');
  await nextTask();
  await import('./app/boot/router');
  await nextTask();
  await import('./app/boot/i18n');
  await nextTask();
  await import('./app/boot/query');
  await nextTask();
  const { startApp } = await import('./app/start');
  await startApp();
}

void boot();
