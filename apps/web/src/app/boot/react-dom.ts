// A start-up step of main.tsx: runs React DOM in a task of its own.
export { createRoot, hydrateRoot } from 'react-dom/client';
