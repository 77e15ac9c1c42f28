/* global document, requestAnimationFrame */
// Starts a page rendered on the server or at build time once its first contentful paint is done, so that paint never
// waits for code, nor shares the network with it. data-modules lists the page's code, its dependencies first and its
// entry last: all of it is fetched at once, then each module is run in a task of its own, so the browser stays free
// to answer the visitor between them. No timers: a page's clock may be held still (tests do), its paints may not.
const modules = document.currentScript?.dataset.modules?.split(' ').filter(Boolean) ?? [];

const nextTask = () =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = resolve;
    channel.port2.postMessage(null);
  });

/** Calls back once the page's first contentful paint has happened (at once when it already has). */
function afterFirstPaint(callback) {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    // A frame's callback runs just before that frame is painted; a task it posts runs after.
    requestAnimationFrame(() => nextTask().then(callback));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    callback();
  });
  observer.observe({ type: 'paint', buffered: true });
}

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

if (modules.length > 0) afterFirstPaint(start);
