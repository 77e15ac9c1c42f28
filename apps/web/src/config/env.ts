/** Runtime configuration, read and validated once from Vite's environment. */
function readApiBaseUrl(): string {
  const value = import.meta.env.VITE_API_BASE_URL?.trim();
  if (!value) return '/api/v1';
  if (!value.startsWith('/') && !/^https?:\/\//.test(value)) {
    throw new Error(`VITE_API_BASE_URL must be a path or an http(s) URL, got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

export const env = {
  API_BASE_URL: readApiBaseUrl(),
  IS_PRODUCTION: import.meta.env.PROD,
  /** The year the app was built (vite.config.ts sets it), which pages prerendered at build time show until hydrated. */
  BUILD_YEAR: Number(import.meta.env.VITE_BUILD_YEAR) || new Date().getFullYear(),
} as const;
