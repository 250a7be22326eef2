import { createContext, useContext, type ReactNode } from 'react';
import type { ProductSettings } from '../../core/shared/product-settings';

const SettingsContext = createContext<ProductSettings | null>(null);

/** Configuration the pages show (support e-mail, UPI payee, demo video), available without the container. */
export function ProductSettingsProvider({ settings, children }: { settings: ProductSettings; children: ReactNode }) {
  return <SettingsContext.Provider value={settings}>{children}</SettingsContext.Provider>;
}

export function useProductSettings(): ProductSettings {
  const settings = useContext(SettingsContext);
  if (!settings) throw new Error('ProductSettingsProvider is missing above this component');
  return settings;
}
