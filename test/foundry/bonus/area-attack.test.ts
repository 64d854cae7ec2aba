/**
 * Area attacks and light cover (issue 22, reachability row 91), on the strict fake through the roll dialog's plan and
 * the card. Seed 000: "Light Cover … This provides the target with a +10 bonus to Guard from direct ranged attacks.
 * Area attacks are unaffected." A weapon marked Area Attack (rules page decision 62) is such an attack.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { RollChoices } from "../../../module/foundry/combat-room.ts";
import { modifiersOf } from "../../../module/foundry/applications/roll-dialog/choices.ts";
import type { RollDialogAnswer, RollDialogSetup } from "../../../module/foundry/applications/roll-dialog/state.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { faceSource } from "../../support/fake-foundry/world/dice.ts";
import { loopWorld, type LoopWorld } from "../chat/world-fixture.ts";

// The dialog itself needs Foundry's ApplicationV2; here its answer is scripted, and the flow around it is real.
const choose = vi.fn<(setup: RollDialogSetup) => Promise<RollDialogAnswer | null>>();
vi.mock("../../../module/foundry/applications/roll-dialog/dialog.ts", () => ({ chooseRoll: choose }));

const { rollAttack } = await import("../../../module/foundry/flows/attack.ts");

const BOW = "bow0000000000000";
const FLASK = "flask00000000000";

let w: LoopWorld;
let ria: LoopWorld["aldo"];

beforeEach(async () => {
  choose.mockReset();
  w = await loopWorld();
  w.as(w.gm);
  ria = w.createActor({
    name: "Ria",
    type: "bonus-character",
    ownership: { default: 0, [w.alice.id]: 3 },
    system: { abilities: { agility: 2, strength: 1 } },
    items: [
      { _id: BOW, name: "Bow", type: "bonus-weapon", system: { ranged: true, delivery: "pull-bow", range: 300 } },
      {
        _id: FLASK,
        name: "Fire Flask",
        type: "bonus-weapon",
        system: { ranged: true, range: 60, damageType: "thermal", area: true },
      },
    ],
  });
  // The first world of a file loads the system's modules: a slow start on a loaded machine, not a timed assertion.
}, 30_000);

/** Ria attacks the Brute with `weapon` and the dialog's `choices`; the card's Guard and the dialog's setup. */
async function attack(weapon: string, choices: RollChoices): Promise<{ guard: number; setup: RollDialogSetup }> {
  choose.mockResolvedValue({ choices, extra: null, mode: "public" });
  w.as(w.alice);
  w.alice.targets.clear();
  w.alice.targets.add({ actor: w.brute });
  w.dice(10, 5, 5);
  await rollAttack(ria as never, weapon, { skipDialog: false });
  faceSource.clear();
  const card: FakeChatMessage | undefined = [...w.messages.values()].at(-1);
  const row = (card?.system as { targets?: { attack: { request: { target?: { value: number } } } }[] } | undefined)
    ?.targets?.[0];
  const guard = row?.attack.request.target?.value;
  const setup = choose.mock.calls.at(-1)?.[0];
  if (guard === undefined || !setup) throw new Error("no attack card");
  return { guard, setup };
}

describe("'Light Cover … +10 bonus to Guard from direct ranged attacks. Area attacks are unaffected'", () => {
  it("light cover raises the Guard a bow must beat by 10 and not the Guard an area attack must beat", async () => {
    const bare = await attack(BOW, {});
    const bow = await attack(BOW, { coverLight: true });
    const flask = await attack(FLASK, { coverLight: true });
    expect(bow.guard).toBe(bare.guard + 10);
    expect(flask.guard).toBe(bare.guard);
  });

  it("partial cover still guards against an area attack ('+3 bonus to Guard')", async () => {
    const bare = await attack(FLASK, {});
    const partial = await attack(FLASK, { coverPartial: true });
    expect(partial.guard).toBe(bare.guard + 3);
  });

  it("the dialog offers an area attack no Light cover row, a direct ranged attack one", async () => {
    const ids = (setup: RollDialogSetup) => modifiersOf(setup.plan({}, null)).map((m) => m.id);
    expect(ids((await attack(FLASK, {})).setup)).not.toContain("coverLight");
    expect(ids((await attack(FLASK, {})).setup)).toContain("coverPartial");
    expect(ids((await attack(BOW, {})).setup)).toContain("coverLight");
  });
});
