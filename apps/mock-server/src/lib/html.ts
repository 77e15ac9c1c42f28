/** Escapes text for HTML content and attribute values. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const PAGE_STYLE = `
body{font-family:system-ui,sans-serif;background:#f6f4f0;color:#1f1b16;margin:0;padding:32px}
main{max-width:760px;margin:0 auto;background:#fff;border-radius:12px;padding:32px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h1{font-size:22px;margin:0 0 16px}label{display:block;margin:12px 0;font-weight:600}
input{display:block;width:100%;box-sizing:border-box;padding:10px;margin-top:4px;border:1px solid #c9c2b8;
border-radius:8px;font:inherit}
button{margin-top:16px;padding:10px 20px;border:0;border-radius:8px;background:#c2410c;color:#fff;font:inherit;
font-weight:600;cursor:pointer}
article{border-top:1px solid #eee;padding:16px 0}
pre{white-space:pre-wrap;background:#faf8f5;padding:12px;border-radius:8px}
.meta{color:#6b6259;font-size:13px}
table{width:100%;border-collapse:collapse;margin:16px 0}td,th{padding:8px 0;border-bottom:1px solid #eee;text-align:left}
.amount{text-align:right;white-space:nowrap}a{color:#9a3412}
@media (max-width:480px){body{padding:12px}main{padding:20px}}
@media (prefers-color-scheme:dark){body{background:#161310;color:#f3eee8}main{background:#221e1a;box-shadow:none}
input{background:#161310;color:inherit;border-color:#5a5148}pre{background:#161310}.meta{color:#b3a89c}
article,td,th{border-color:#3a332c}a{color:#fdba74}}`;

/** A plain, readable page for the developer-only screens (outbox, offline sign-in, offline payouts). */
export function page(title: string, body: string): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light dark">',
    `<title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head>`,
    `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
  ].join('\n');
}
