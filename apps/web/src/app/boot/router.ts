// A start-up step of main.tsx: runs React Router in a task of its own.
export { createBrowserRouter, RouterProvider } from 'react-router';
