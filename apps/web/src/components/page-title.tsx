import { useEffect } from 'react';

let pageTitle = '';
let count = 0;

const fullTitle = () => `${count > 0 ? `(${count}) ` : ''}${pageTitle} · Home Kitchen`;

function apply(): void {
  if (typeof document === 'undefined') return;
  document.title = fullTitle();
}

/** Rendering ahead of time runs no effects: the page's <title> is taken from its rendering instead. */
function noteRenderedTitle(title: string): void {
  pageTitle = title;
}

/** Keeps the document title in step with the page heading. */
export function usePageTitle(title: string): void {
  if (import.meta.env.SSR) noteRenderedTitle(title);
  useEffect(() => {
    pageTitle = title;
    apply();
  }, [title]);
}

/** The count of new orders not opened yet, shown first in the tab's title ("(2) Order Processing"); 0 hides it. */
export function setTitleCount(next: number): void {
  count = next;
  apply();
}

/** The title of the page rendered last on the server, for its <title>. */
export const renderedPageTitle = (): string => fullTitle();
