import { LinkActionPage } from './components/link-action-page';
import { LoginPage } from './components/login-page';
import { LostPasswordPage } from './components/lost-password-page';
import { SetPasswordPage } from './components/set-password-page';

export { ProfilePage } from './components/profile-page';
export { RegisterPage } from './components/register-page';

export const UserLoginScreen = () => <LoginPage kind="user" />;
export const AccountLoginScreen = () => <LoginPage kind="account" />;
export const UserLostPasswordScreen = () => <LostPasswordPage kind="user" />;
export const AccountLostPasswordScreen = () => <LostPasswordPage kind="account" />;
export const UserResetPasswordScreen = () => (
  <SetPasswordPage kind="user" purpose="reset-password" />
);
export const AccountResetPasswordScreen = () => (
  <SetPasswordPage kind="account" purpose="reset-password" />
);
export const AccountActivateScreen = () => <SetPasswordPage kind="account" purpose="activate" />;
export const UserActivateScreen = () => <LinkActionPage action="activate" />;
export const ConfirmEmailScreen = () => <LinkActionPage action="confirm-email" />;
export const UndoEmailScreen = () => <LinkActionPage action="undo-email" />;
