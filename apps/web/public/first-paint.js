/* global document, matchMedia */
// The mode before a prerendered page's first paint, its code after: see apps/web/scripts/paint-first.mjs.
const script = document.currentScript;

try {
  const saved = localStorage.getItem('theme');
  const fallback = script?.dataset.default;
  const dark = saved
    ? saved === 'dark'
    : fallback
      ? fallback === 'dark'
      : matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
} catch {
  document.documentElement.dataset.theme = 'light';
}

const modules = script?.dataset.modules?.split(' ').filter(Boolean) ?? [];

const nextTask = () =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = resolve;
    channel.port2.postMessage(null);
  });

function afterFirstPaint(callback) {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return void callback();
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
