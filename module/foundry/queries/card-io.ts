import type { AttackCardData, TargetRow } from "../chat/attack-card/data.ts";
import { cardData } from "../chat/attack-card/card-data.ts";
import { AttackCardModel } from "../chat/attack-card/model.ts";
import { distrustOf } from "./card-trust.ts";
import type { RowRequest } from "./payload.ts";

export interface LoadedRow {
  readonly message: ChatMessage.Implementation;
  readonly card: AttackCardData;
  readonly row: TargetRow;
}

/** The card and row a request names, or the reason it cannot be found or trusted (card-trust.ts). */
export async function loadRow(request: Pick<RowRequest, "messageId" | "rowKey">): Promise<LoadedRow | string> {
  // A deleted or never-existing id gives undefined, whatever the collection's typing says.
  const message = game.messages.get(request.messageId) as ChatMessage.Implementation | undefined;
  if (!message) return "unknownCard";
  if (!(message.system instanceof AttackCardModel)) return "notAnAttackCard";
  const card = cardData(message.system);
  const distrust = await distrustOf(message, card);
  if (distrust) return distrust;
  const row = card.targets.find((r) => r.key === request.rowKey);
  if (!row) return "unknownTarget";
  return { message, card, row };
}

export async function saveCard(message: ChatMessage.Implementation, card: AttackCardData): Promise<void> {
  await message.update({ system: card });
}
