// A start-up step of main.tsx: runs TanStack Query in a task of its own.
export { QueryClient, QueryClientProvider } from '@tanstack/react-query';
