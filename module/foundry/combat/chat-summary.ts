/**
 * The GM's round-boundary summaries in chat (recovery phase, wake rolls): one line per creature, plain text
 * escaped into a list, so a name cannot inject markup. A single check against a number posts a check card instead
 * (chat/check-card/post.ts `rollCheckCard`), and a contest an opposed card (chat/opposed-card/post.ts
 * `postOpposedCard`), which explain their rolls.
 */
import { escapeText } from "../html/escape.ts";

export interface SummaryLine {
  readonly name: string;
  readonly text: string;
}

/** Posts `title` and its lines as one chat message; nothing when there are no lines. */
export async function postSummary(title: string, lines: readonly SummaryLine[], rolls: Roll[] = []): Promise<void> {
  if (lines.length === 0) return;
  const items = lines.map((l) => `<li><strong>${escapeText(l.name)}</strong>: ${escapeText(l.text)}</li>`).join("");
  await ChatMessage.create({
    content: `<section class="fray-round-summary"><h3>${escapeText(title)}</h3><ul>${items}</ul></section>`,
    speaker: { alias: title },
    rolls,
  });
}
