import type { AttackCardData, TargetRow } from "../chat/attack-card/data.ts";
import { cardData } from "../chat/attack-card/card-data.ts";
import { AttackCardModel } from "../chat/attack-card/model.ts";
import { isTrustedCard } from "./card-trust.ts";
import type { RowRequest } from "./payload.ts";

export interface LoadedRow {
  readonly message: ChatMessage.Implementation;
  readonly card: AttackCardData;
  readonly row: TargetRow;
}

/** The card and row a request names, or the reason it cannot be found. */
export function loadRow(request: RowRequest): LoadedRow | string {
  // A deleted or never-existing id gives undefined, whatever the collection's typing says.
  const message = game.messages.get(request.messageId) as ChatMessage.Implementation | undefined;
  if (!message) return "unknownCard";
  if (!(message.system instanceof AttackCardModel)) return "notAnAttackCard";
  const card = cardData(message.system);
  if (!isTrustedCard(message, card)) return "tamperedCard";
  const row = card.targets.find((r) => r.key === request.rowKey);
  if (!row) return "unknownTarget";
  return { message, card, row };
}

type Uuid = Parameters<typeof fromUuid>[0];

/** A stored string that has the shape of a document UUID ("Actor.abc", "Scene.x.Token.y.Actor.z"). */
function isUuid(value: string): value is Uuid & string {
  return /^[A-Z][A-Za-z]+\.[A-Za-z0-9]{1,64}(\.[A-Za-z0-9]+)*$/.test(value);
}

export async function actorAt(uuid: string): Promise<Actor.Implementation | undefined> {
  if (!isUuid(uuid)) return undefined;
  const document = await fromUuid(uuid);
  return document instanceof Actor ? document : undefined;
}

export async function saveCard(message: ChatMessage.Implementation, card: AttackCardData): Promise<void> {
  await message.update({ system: card });
}
