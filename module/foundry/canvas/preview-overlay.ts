/**
 * The targeting preview as markup: a small panel under the target listing its label lines, each with an icon and
 * text (the distance, the side, the cover, the modifiers), and the refusal in words when the attack cannot be made.
 * A string built from the pure label, so the browser test renders exactly what the canvas shows.
 */
import { escapeText } from "../html/escape.ts";
import type { PreviewLabel } from "./preview-label.ts";

export const PREVIEW_CLASS = "fray-target-preview";

const icon = (kind: string): string => `<span class="fray-icon fray-icon--${kind}" aria-hidden="true"></span>`;

export function previewMarkup(label: PreviewLabel, tokenId: string): string {
  const lines = label.lines
    .map((l) => `<li class="preview-line kind-${l.kind}">${icon(l.kind)}${escapeText(l.text)}</li>`)
    .join("");
  const refusal = label.refusal ? `<p class="preview-refusal">${icon("refused")}${escapeText(label.refusal)}</p>` : "";
  const classes = `fray ${PREVIEW_CLASS} side-${label.side}${label.refusal ? " refused" : ""}`;
  return `<aside class="${classes}" role="status" aria-label="${escapeText(label.ariaLabel)}" data-token-id="${escapeText(tokenId)}"><ul>${lines}</ul>${refusal}</aside>`;
}
