import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { StorefrontApp } from './app';
import { DATA_ELEMENT_ID, ROOT_ELEMENT_ID, type StorefrontPage } from './page-data';

// The server rendered this page and embedded its data; the browser attaches to the same tree.
const root = document.getElementById(ROOT_ELEMENT_ID);
const dataElement = document.getElementById(DATA_ELEMENT_ID);
if (root && dataElement?.textContent) {
  const data = JSON.parse(dataElement.textContent) as StorefrontPage;
  // As a transition, hydration yields to the browser every few milliseconds instead of holding it in one long task.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <StorefrontApp data={data} />
      </StrictMode>,
    );
  });
}
