/* global document, requestAnimationFrame, setTimeout */
// Starts a page rendered on the server or at build time once it has been painted, so its first paint never waits
// for code, nor shares the network with it. data-modules lists the page's code, its dependencies first and its entry
// last: all of it is fetched at once, then each module is run in a task of its own, so the browser stays free to
// answer the visitor between them. The callback of the next animation frame runs just before that frame is painted;
// a task it posts runs after.
const modules = document.currentScript?.dataset.modules?.split(' ').filter(Boolean) ?? [];
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

async function start() {
  for (const href of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  for (const href of modules) {
    await import(href);
    await nextTask();
  }
}

if (modules.length > 0) requestAnimationFrame(() => setTimeout(start));
