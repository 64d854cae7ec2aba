/**
 * What every room's test of the roll dialog's bonus (issue 23) builds alike: the bonus read from typed text, an attack
 * declared through the real flow with the (mocked) dialog answering with it, the card's stored first row, a card forged
 * from an honest one with its stored bonus rewritten, and the card's first row as a viewer sees it. The dialog itself
 * stays mocked in each test file (`vi.mock` is hoisted per test file), and is handed in here as `choose`.
 */
import type { Mock } from "vitest";
import type { RollDialogAnswer, RollDialogSetup } from "../../module/foundry/applications/roll-dialog/state.ts";
import { AttackCardModel } from "../../module/foundry/chat/attack-card/model.ts";
import type { Outcome } from "../../module/foundry/chat/attack-card/data.ts";
import { attackCardViewContext } from "../../module/foundry/chat/attack-card/render.ts";
import { readRollExtra, type RollExtra, type RollExtraKind } from "../../module/foundry/dice/roll-extra.ts";
import type { FakeActor, FakeChatMessage } from "./fake-foundry/world/documents.ts";
import type { FakeWorld } from "./fake-foundry/world/install-world.ts";
import type { FakeUser } from "./fake-foundry/world/users.ts";

/** The test's mock of the roll dialog's `chooseRoll`. */
export type ChooseRollMock = Mock<(setup: RollDialogSetup) => Promise<RollDialogAnswer | null>>;

/** The bonus the dialog reads from `text` in a room whose attack takes `kind`; throws on text it would refuse. */
export function typedExtra(text: string, kind: RollExtraKind): RollExtra {
  const reading = readRollExtra(text, kind);
  if (!reading.ok || !reading.extra) throw new Error(`not a bonus: ${text}`);
  return reading.extra;
}

export interface ExtraAttack {
  readonly attacker: FakeActor;
  readonly itemId: string;
  /** What the attacker's room reads the bonus as. */
  readonly kind: RollExtraKind;
  /** Who attacks whom: the user plays and targets only `target`; left out, the test has set both itself. */
  readonly by?: { readonly user: FakeUser; readonly target: FakeActor };
  /** Faces queued for the dice the attack rolls as it is declared (none when the room rolls later). */
  readonly faces?: readonly number[];
}

/** Declares `attack` through the real flow, the dialog answering with the bonus `text`; resolves to the card posted. */
export async function attackWithExtra(
  w: FakeWorld,
  choose: ChooseRollMock,
  text: string,
  attack: ExtraAttack,
): Promise<FakeChatMessage> {
  choose.mockResolvedValue({ choices: {}, extra: typedExtra(text, attack.kind), mode: "public" });
  if (attack.by) {
    w.as(attack.by.user);
    attack.by.user.targets.clear();
    attack.by.user.targets.add({ actor: attack.by.target });
  }
  if (attack.faces) w.dice(...attack.faces);
  // Imported here, after the test file's mock of the dialog is in place.
  const { rollAttack } = await import("../../module/foundry/flows/attack.ts");
  await rollAttack(attack.attacker as never, attack.itemId, { skipDialog: false });
  const card = [...w.messages.values()].at(-1);
  if (!card) throw new Error("no card posted");
  return card;
}

/** A card row as stored, in the fields these tests read (chat/attack-card/data.ts `TargetRow`), open to rewriting. */
export interface StoredRow {
  outcome: Outcome;
  against: number;
  hitChance: number;
  situation: { extra: string };
  /** Null while the attack is only declared. */
  attack: { roll: { formula: string; total: number } } | null;
}

/** The card's targets as stored (its source data). */
export function storedRows(card: FakeChatMessage): StoredRow[] {
  return (card.system.toObject() as unknown as { targets: StoredRow[] }).targets;
}

/** The card's first target row as stored. */
export function storedFirstRow(card: FakeChatMessage): StoredRow | undefined {
  return storedRows(card)[0];
}

/** `user` posts a copy of the honest `card` whose first row's stored bonus reads `extra`: a forged card. */
export async function forgeStoredExtra(
  w: FakeWorld,
  card: FakeChatMessage,
  extra: string,
  user: FakeUser,
): Promise<FakeChatMessage> {
  const source = card.system.toObject() as unknown as { targets: StoredRow[] };
  const [first] = source.targets;
  if (!first) throw new Error("no row");
  first.situation.extra = extra;
  const { ChatMessage } = globalThis as unknown as {
    ChatMessage: { create(data: object): Promise<FakeChatMessage> };
  };
  w.as(user);
  return ChatMessage.create({ type: "attack", speaker: {}, system: source });
}

/** The attack card's first row as `viewer` sees it (its actions with their odds, its breakdowns). */
export function firstRowViewedBy(w: FakeWorld, card: FakeChatMessage, viewer: FakeUser) {
  if (!(card.system instanceof AttackCardModel)) throw new Error("not an attack card");
  w.as(viewer);
  const row = attackCardViewContext(card as never, card.system).rows[0];
  if (!row) throw new Error("no row");
  return row;
}
