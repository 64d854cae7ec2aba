/**
 * The tracker renders any initiative round (ARCHITECTURE.md decision 14): held and saved markers with their
 * controls, turns shared by a group, an order that moves. The view model from plain facts, then the rows the
 * tracker reads off a driven Combat on the fake (test rooms on the engine's structures, combat/turn-rooms.ts).
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { TurnFacts } from "../../../module/foundry/applications/tracker/turn-view.ts";
import { trackerView } from "../../../module/foundry/applications/tracker/view.ts";
import { actFor } from "../../../module/foundry/combat/economy-access.ts";
import type { FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import { englishLocalizer } from "../../e2e/support/i18n.ts";
import { loopWorld, type LoopWorld } from "../chat/world-fixture.ts";
import { installTurnRoom, named, turnCombat } from "../combat/turn-rooms.ts";
import { combatant, facts, PLAYER } from "./fixtures.ts";
import { trackerContext } from "./tracker-context.ts";

const i18n = englishLocalizer();
const turn = (over: Partial<TurnFacts> = {}): TurnFacts => ({
  held: false,
  sharesWith: [],
  controls: [],
  saveChoices: [],
  ...over,
});
const rowOf = (t: TurnFacts, over: Parameters<typeof combatant>[0] = {}) =>
  trackerView(i18n, facts([combatant({ turn: t, ...over })])).rows[0];

describe("turn markers and controls in the view model", () => {
  it("a held turn: a word with its icon, and Act now / Forfeit labelled with the combatant", () => {
    const row = rowOf(turn({ held: true, controls: ["releaseTurn", "forfeitTurn"] }));
    expect(row?.states.at(-1)).toEqual({ id: "held", text: "Holding its turn" });
    expect(row?.controls.releaseTurn).toEqual({ text: "Act now", label: "Act now: Aldo" });
    expect(row?.controls.forfeitTurn).toEqual({ text: "Forfeit turn", label: "Forfeit turn: Aldo" });
  });

  it("a saved turn names whom it follows; Save lists those with a turn left", () => {
    const choices = [{ id: "cat", name: "Cat" }];
    const row = rowOf(turn({ controls: ["saveTurn"], saveChoices: choices }));
    expect(row?.controls.saveTurn).toEqual({
      text: "Save turn",
      label: "Save turn: Aldo",
      selectId: "fray-saveTurn-aldo",
      selectLabel: "Whom Aldo acts after",
      options: choices,
    });
    expect(rowOf(turn({ held: true, after: "Cat" }))?.states.at(-1)).toEqual({ id: "saved", text: "Acts after Cat" });
  });

  it("a turn shared with others says with whom", () => {
    expect(rowOf(turn({ sharesWith: ["Cat"] }))?.states.at(-1)).toEqual({
      id: "group",
      text: "Shares its turn with Cat",
    });
  });

  it("turn controls are the owner's and the GM's: another player sees the marker, not the buttons", () => {
    const t = turn({ held: true, controls: ["releaseTurn"] });
    const other = trackerView(i18n, facts([combatant({ turn: t })], { viewer: PLAYER })).rows[0];
    expect(other?.states.at(-1)?.id).toBe("held");
    expect(other?.controls).toEqual({});
    const owner = trackerView(i18n, facts([combatant({ turn: t, owner: true })], { viewer: PLAYER })).rows[0];
    expect(Object.keys(owner?.controls ?? {})).toEqual(["releaseTurn"]);
  });
});

type AdapterCombatant = Parameters<typeof actFor>[0];
const c = (x: FakeCombatant): AdapterCombatant => x as unknown as AdapterCombatant;

let w: LoopWorld;
beforeEach(async () => {
  w = await loopWorld();
});

const FIGHTERS = () => [
  { name: "Aldo", initiative: 20, actorId: w.aldo.id },
  { name: "Brute", initiative: 10, actorId: w.brute.id },
  { name: "Cat", initiative: 5 },
];

async function rows(combat: Parameters<typeof trackerContext>[0]) {
  return (await trackerContext(combat))?.rows ?? [];
}

describe("the tracker's rows over a driven round", () => {
  it("held: Hold on the acting row; then its marker with Act now and Forfeit", async () => {
    installTurnRoom("momentum");
    const combat = await turnCombat("momentum", FIGHTERS());
    const [aldo] = await rows(combat);
    expect(Object.keys(aldo?.controls ?? {})).toEqual(["holdTurn"]);
    await actFor(c(named(combat, "Aldo")), "holdTurn");
    const after = await rows(combat);
    expect(after[0]?.states).toEqual([{ id: "held", text: "Holding its turn" }]);
    expect(Object.keys(after[0]?.controls ?? {})).toEqual(["releaseTurn", "forfeitTurn"]);
    expect(Object.keys(after[1]?.controls ?? {})).toEqual(["holdTurn"]);
    await actFor(c(named(combat, "Aldo")), "releaseTurn");
    const released = await rows(combat);
    expect(released[0]?.states).toEqual([{ id: "saved", text: "Acts after Brute" }]);
    expect(Object.keys(released[0]?.controls ?? {})).toEqual(["forfeitTurn"]);
  });

  it("saved: the acting row offers Save with whom to follow; the saved row says after whom", async () => {
    installTurnRoom("contest");
    const combat = await turnCombat("contest", FIGHTERS());
    const [aldo] = await rows(combat);
    expect(aldo?.controls.saveTurn?.options?.map((o) => o.name)).toEqual(["Brute", "Cat"]);
    await actFor(c(named(combat, "Aldo")), "saveTurn", named(combat, "Cat").id);
    expect((await rows(combat))[0]?.states).toEqual([{ id: "saved", text: "Acts after Cat" }]);
  });

  it("a union's rows sit together and each names the other", async () => {
    const room = installTurnRoom("momentum");
    const combat = await turnCombat("momentum", FIGHTERS());
    room.groups = [{ id: "union", members: [named(combat, "Aldo").id, named(combat, "Cat").id] }];
    await combat.nextRound();
    const all = await rows(combat);
    expect(all.map((r) => r.name)).toEqual(["Aldo", "Cat", "Brute"]);
    expect(all.map((r) => r.states.map((s) => s.text))).toEqual([
      ["Shares its turn with Cat"],
      ["Shares its turn with Aldo"],
      [],
    ]);
  });

  it("an immediate shift moves the rows mid-round", async () => {
    installTurnRoom("wounds");
    const combat = await turnCombat("wounds", FIGHTERS());
    await named(combat, "Cat").update({ initiative: 30 });
    expect((await rows(combat)).map((r) => r.name)).toEqual(["Cat", "Aldo", "Brute"]);
  });
});
