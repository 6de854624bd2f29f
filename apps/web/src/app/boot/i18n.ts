// A start-up step of main.tsx: runs i18next in a task of its own.
export { default as i18next } from 'i18next';
