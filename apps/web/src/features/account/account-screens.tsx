import { isAccountAction } from '@hearth/domain';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSettings } from '../../config/settings-context';
import { useLogout } from '../../shared/lib/use-logout';
import { BillingPage } from './components/billing-page';
import { CalendarPage } from './components/calendar-page';
import { CommitteesPage } from './components/committees-page';
import { EducationPage } from './components/education-page';
import { EventPage } from './components/event-page';

export { AccountLayout } from './components/account-layout';
export { AreaPlaceholderPage } from './components/area-placeholder-page';
export { DashboardPage } from './components/dashboard-page';
export { InboxPage } from './components/inbox-page';
export { OfficePage } from './components/office-page';
export { ProfilePage } from './components/profile-page';

/** Billing, calendar, committees and education exist only with the AMS vendor on (§2). */
function AmsGate({ action, children }: { action: string; children: ReactNode }) {
  const { amsVendor } = useSettings();
  return isAccountAction(action, amsVendor) ? children : <Navigate to="/404" replace />;
}

export const EducationScreen = () => (
  <AmsGate action="education">
    <EducationPage />
  </AmsGate>
);
export const BillingScreen = () => (
  <AmsGate action="billing">
    <BillingPage />
  </AmsGate>
);
export const CalendarScreen = () => (
  <AmsGate action="calendar">
    <CalendarPage />
  </AmsGate>
);
export const EventScreen = () => (
  <AmsGate action="calendar">
    <EventPage />
  </AmsGate>
);
export const CommitteesScreen = () => (
  <AmsGate action="committees">
    <CommitteesPage />
  </AmsGate>
);

/** `membio/logout`: logs the account out and goes to the after-logout address. */
export function LogoutScreen() {
  const logout = useLogout();
  useEffect(() => {
    void logout('account');
  }, [logout]);
  return null;
}

/** Old `membio/…` sign-in addresses go to the account's own, keeping the link's token. */
export function MembioRedirect({ to }: { to: string }) {
  const { hash, search } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}
