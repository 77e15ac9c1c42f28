/* global document, matchMedia */
// The page's mode before its first paint: the one chosen with the theme toggle (saved in this browser), else the
// script's data-default (the dashboard's pages: light), else the device's (the storefront). The page's colours are
// CSS variables switched by html[data-theme].
try {
  const saved = localStorage.getItem('theme');
  const fallback = document.currentScript?.dataset.default;
  const dark = saved
    ? saved === 'dark'
    : fallback
      ? fallback === 'dark'
      : matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
} catch {
  document.documentElement.dataset.theme = 'light';
}
