import { lazy, Suspense } from 'react';

// Most visitors never see the prompt: its code loads when it is first shown.
const LoginPromptDialog = lazy(async () => ({
  default: (await import('./login-prompt-dialog')).LoginPromptDialog,
}));

/**
 * The login prompt for visitors who try to favourite a listing or save a search
 * (members-area.md §2, public-site.md §6): Log In or Sign Up. `returnTo` brings them back after
 * signing in.
 */
export function LoginPrompt(props: { onClose: () => void; returnTo?: string }) {
  return (
    <Suspense fallback={null}>
      <LoginPromptDialog {...props} />
    </Suspense>
  );
}
