/**
 * Forged attack cards (issue 17, finding 4): a player's client posts its own card with `ChatMessage.create({type:
 * "attack", system})` — a new message, so it is pristine: never modified, nothing settled. Each forgery starts from a
 * card the attack flow posted and changes one thing an honest flow never writes.
 */
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import type { FakeWorld } from "../../support/fake-foundry/world/install-world.ts";
import type { FakeUser } from "../../support/fake-foundry/world/users.ts";

export const FORGE_KINDS = [
  "retarget",
  "outcome",
  "against",
  "fromBehind",
  "formula",
  "faceOffDie",
  "request",
  "situation",
  "unknownItem",
  "othersItem",
  "othersAttacker",
] as const;
export type ForgeKind = (typeof FORGE_KINDS)[number];

/** The refusal codes that answer a forged card (card-trust.ts). */
export const FORGED_CODES = ["unverifiedCard", "unknownItem"] as const;

interface StoredRoll {
  request: { target?: { value: number } } & Record<string, unknown>;
  roll: { formula: string; dice: { results: { result: number }[] }[] } & Record<string, unknown>;
}
interface CardSource {
  attacker: { actorUuid: string; itemId: string };
  targets: {
    actorUuid: string;
    against: number;
    fromBehind: boolean;
    outcome: string;
    attack: StoredRoll;
    situation: { choices: Record<string, boolean>; distance: number | null };
  }[];
}

/** What a forgery may point at besides the card's own actors. */
export interface ForgeContext {
  /** An actor whose defense differs from the target's (the attack plans to another request against it). */
  readonly otherTarget: { readonly uuid: string };
  /** An actor the card's author does not own, with an item of its own. */
  readonly othersActor: { readonly uuid: string; readonly itemId: string };
  /** A toggle of the ruleset's roll dialog that changes the attack roll (charge, a range band …). */
  readonly toggle: string;
}

function edit(source: CardSource, how: ForgeKind, context: ForgeContext): void {
  const row = source.targets[0];
  if (!row) throw new Error("card has no row");
  const roll = row.attack.roll;
  switch (how) {
    case "retarget":
      row.actorUuid = context.otherTarget.uuid;
      return;
    case "outcome":
      row.outcome = row.outcome === "hit" ? "miss" : "hit";
      return;
    case "against":
      row.against -= 5;
      return;
    case "fromBehind":
      row.fromBehind = !row.fromBehind;
      return;
    case "formula":
      roll.formula = `${roll.formula} + 10`;
      return;
    case "faceOffDie": {
      const result = roll.dice[0]?.results[0];
      if (result) result.result = 99;
      return;
    }
    case "request":
      // The target number written down, the dice left as rolled: the formula stays that of the request.
      if (row.attack.request.target) row.attack.request.target.value -= 5;
      else row.attack.request.label = `${String(row.attack.request.label)}!`;
      return;
    case "situation":
      row.situation.choices[context.toggle] = !(row.situation.choices[context.toggle] ?? false);
      return;
    case "unknownItem":
      source.attacker.itemId = "nosuchitem000000";
      return;
    case "othersItem":
      source.attacker.itemId = context.othersActor.itemId;
      return;
    case "othersAttacker":
      source.attacker.actorUuid = context.othersActor.uuid;
  }
}

/**
 * `author` posts a copy of `card`'s state with one forgery (none: an honest copy) as a new card of their own; the
 * author's client stays the local one.
 */
export async function forgeCard(
  world: FakeWorld,
  author: FakeUser,
  card: FakeChatMessage,
  how: ForgeKind | null,
  context: ForgeContext,
): Promise<FakeChatMessage> {
  const source = structuredClone(card.system.toObject()) as unknown as CardSource;
  if (how) edit(source, how, context);
  world.as(author);
  const { create } = card.constructor as unknown as { create(data: unknown): Promise<FakeChatMessage> };
  return create({ type: "attack", system: source });
}
