/**
 * The targeting preview as markup: a small panel under the target listing its label lines, each with an icon and
 * text (the distance, the side, the cover, the modifiers), and the refusal in words when the attack cannot be made.
 * A string built from the pure label, so the browser test renders exactly what the canvas shows.
 */
import type { PreviewLabel } from "./preview-label.ts";

export const PREVIEW_CLASS = "fray-target-preview";

const ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const icon = (kind: string): string => `<span class="fray-icon fray-icon--${kind}" aria-hidden="true"></span>`;

export function previewMarkup(label: PreviewLabel, tokenId: string): string {
  const lines = label.lines
    .map((l) => `<li class="preview-line kind-${l.kind}">${icon(l.kind)}${escapeHtml(l.text)}</li>`)
    .join("");
  const refusal = label.refusal ? `<p class="preview-refusal">${icon("refused")}${escapeHtml(label.refusal)}</p>` : "";
  const classes = `fray ${PREVIEW_CLASS} side-${label.side}${label.refusal ? " refused" : ""}`;
  return `<aside class="${classes}" role="status" aria-label="${escapeHtml(label.ariaLabel)}" data-token-id="${escapeHtml(tokenId)}"><ul>${lines}</ul>${refusal}</aside>`;
}
