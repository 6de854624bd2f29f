import type { RouteObject } from 'react-router';
import { loadStrings } from '../../shared/lib/i18n';
import type * as AuthScreens from './auth-screens';

type Screens = typeof AuthScreens;

/** A screen of this feature, loaded on first visit with the sign-in and profile strings. */
function lazyScreen(render: (screens: Screens) => RouteObject['Component']) {
  return async () => {
    const [screens] = await Promise.all([import('./auth-screens'), loadStrings('auth')]);
    return { Component: render(screens) };
  };
}

/**
 * Routes of signing in and of one's own account. They sit beside the `user/*` and `account/*`
 * routes of the members area and, being more specific, take precedence.
 */
export const authRoutes: RouteObject[] = [
  { path: 'user/login', lazy: lazyScreen((s) => s.UserLoginScreen) },
  { path: 'user/register', lazy: lazyScreen((s) => s.RegisterPage) },
  { path: 'user/activate', lazy: lazyScreen((s) => s.UserActivateScreen) },
  { path: 'user/confirm-email', lazy: lazyScreen((s) => s.ConfirmEmailScreen) },
  { path: 'user/undo-email', lazy: lazyScreen((s) => s.UndoEmailScreen) },
  { path: 'user/lost-password', lazy: lazyScreen((s) => s.UserLostPasswordScreen) },
  { path: 'user/forgot-password', lazy: lazyScreen((s) => s.UserLostPasswordScreen) },
  { path: 'user/reset-password', lazy: lazyScreen((s) => s.UserResetPasswordScreen) },
  { path: 'account/login', lazy: lazyScreen((s) => s.AccountLoginScreen) },
  { path: 'account/lost-password', lazy: lazyScreen((s) => s.AccountLostPasswordScreen) },
  { path: 'account/forgot-password', lazy: lazyScreen((s) => s.AccountLostPasswordScreen) },
  { path: 'account/reset-password', lazy: lazyScreen((s) => s.AccountResetPasswordScreen) },
  { path: 'account/activate', lazy: lazyScreen((s) => s.AccountActivateScreen) },
];

/** The consumer's profile, `/user/profile`: placed by the app in the consumer area's frame. */
export const userProfileRoute: RouteObject = {
  path: 'profile',
  lazy: lazyScreen((s) => s.ProfilePage),
};
