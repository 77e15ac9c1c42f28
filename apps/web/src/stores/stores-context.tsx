import { createContext, useContext, type ReactNode } from 'react';
import type { RootStore, StoreClass } from './root-store';

const StoresContext = createContext<RootStore | null>(null);

export function StoresProvider({ store, children }: { store: RootStore; children: ReactNode }) {
  return <StoresContext.Provider value={store}>{children}</StoresContext.Provider>;
}

/** The root store of the running app; components read it inside `observer`. */
export function useStores(): RootStore {
  const store = useContext(StoresContext);
  if (!store) throw new Error('useStores() must be used inside <StoresProvider>');
  return store;
}

/** A domain store of the running app, e.g. `useStore(MealsStore)`. */
export function useStore<T>(Store: StoreClass<T>): T {
  return useStores().get(Store);
}
