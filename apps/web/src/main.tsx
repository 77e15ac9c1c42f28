import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import { RootStore } from '@/stores/root-store';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element in index.html');

// The router starts loading the address's route code and its first requests now, not after React's first render.
const store = new RootStore();
const router = createAppRouter(store);

createRoot(root).render(
  <StrictMode>
    <App store={store} router={router} />
  </StrictMode>,
);
