/* global document, matchMedia */
// The storefront's theme before its first paint: the one chosen in the dashboard (saved in this browser), else the
// device's. The page's colours are CSS variables switched by html[data-theme].
try {
  const saved = localStorage.getItem('theme');
  const dark = saved ? saved === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
} catch {
  document.documentElement.dataset.theme = 'light';
}
