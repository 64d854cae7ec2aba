/** Inline images for harness pages (about:blank cannot load Foundry's icon paths). */
const svg = (body: string) => `data:image/svg+xml;utf8,${encodeURIComponent(body)}`;

export const PORTRAIT = svg(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#6d5c4e"/>` +
    `<circle cx="32" cy="24" r="12" fill="#d9c7b1"/><path d="M10 64c2-16 12-24 22-24s20 8 22 24z" fill="#d9c7b1"/></svg>`,
);

export const ITEM_ICON = svg(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="4" fill="#50606e"/>` +
    `<path d="M8 24L22 10M20 8l4 4" stroke="#e8e2d6" stroke-width="3"/></svg>`,
);
