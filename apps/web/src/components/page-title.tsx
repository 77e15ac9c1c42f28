import { useEffect } from 'react';

let pageTitle = '';
let count = 0;

function apply(): void {
  if (typeof document === 'undefined') return;
  document.title = `${count > 0 ? `(${count}) ` : ''}${pageTitle} · Home Kitchen`;
}

/** Keeps the document title in step with the page heading. */
export function usePageTitle(title: string): void {
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
