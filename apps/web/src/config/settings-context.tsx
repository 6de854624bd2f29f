import { createContext, useContext, type ReactNode } from 'react';
import type { PublicSettings } from './settings';

const SettingsContext = createContext<PublicSettings | null>(null);

export function SettingsProvider({
  settings,
  children,
}: {
  settings: PublicSettings;
  children: ReactNode;
}) {
  return <SettingsContext value={settings}>{children}</SettingsContext>;
}

/** The validated site settings; only inside `SettingsProvider`. */
export function useSettings(): PublicSettings {
  const settings = useContext(SettingsContext);
  if (!settings) throw new Error('useSettings() is used outside SettingsProvider');
  return settings;
}
