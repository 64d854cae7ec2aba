/**
 * A feature with the Attack trait from the sheet on the `contest` card (reachability row 39), through the GM relay on
 * the strict fake: "some perks grant you abilities that attack", rolled as a Strike with the creature's best Fighting
 * Style (rules page decision 124), Agility at range. Kara: Strength 2, Agility 1, Classical Knight 2; her Storm Breath
 * (ranged, 2 AP) is a +3 Strike (Agility 1 + style 2), her Tail Lash (melee, 1 AP) a +4 one (the higher attribute).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { combatantOf, createCombat, systemOf } from "../combat/fixture.ts";
import { bruteDefends, contestWorld, karaRolls, karaStrikes, type ContestWorld } from "./world-fixture.ts";

const { attackCardViewContext } = await import("../../../module/foundry/chat/attack-card/render.ts");

const STORM_BREATH = "stormbreath00000";
const TAIL_LASH = "taillash00000000";

const feature = (over: Record<string, unknown>) => ({
  kind: "feature",
  attack: true,
  delivery: "ranged",
  range: 20,
  damage: { count: 4, faces: 6, bonus: 0 },
  damageType: "shock",
  ap: 2,
  ...over,
});

const FEATURES = [
  { _id: STORM_BREATH, name: "Storm Breath", type: "contest-ability", system: feature({}) },
  {
    _id: TAIL_LASH,
    name: "Tail Lash",
    type: "contest-ability",
    system: feature({
      delivery: "melee",
      range: 0,
      damage: { count: 1, faces: 6, bonus: 0 },
      damageType: "crushing",
      ap: 1,
    }),
  },
];

let w: ContestWorld;

beforeEach(async () => {
  w = await contestWorld(FEATURES);
  w.as(w.gm);
});

function attackText(card: FakeChatMessage): string {
  w.as(w.alice);
  const row = attackCardViewContext(card as never, card.system as never).rows[0];
  if (!row) throw new Error("no row");
  return row.attackText;
}
const health = () => (w.brute.system as unknown as { health: { value: number } }).health.value;

describe('"some perks grant you abilities that attack": a feature is a Strike with the best Fighting Style', () => {
  it("Storm Breath at range: Agility 1 + Classical Knight 2, so a 10 on the die is a Strike test of 13", async () => {
    const card = await karaStrikes(w, STORM_BREATH);
    await bruteDefends(w, card, "none");
    expect(await karaRolls(w, card, 10)).toEqual({ ok: true });
    expect(attackText(card)).toMatch(/^Strike test 13 against \d+$/);
  });

  it("Tail Lash in melee: the higher of Strength 2 and Agility 1, so the same 10 is 14", async () => {
    const card = await karaStrikes(w, TAIL_LASH);
    await bruteDefends(w, card, "none");
    expect(await karaRolls(w, card, 10)).toEqual({ ok: true });
    expect(attackText(card)).toMatch(/^Strike test 14 against \d+$/);
  });

  it("its hit deals the feature's own damage: Tail Lash's 1d6, rolled 5, less the Bone Shield's BR 4 through a Block", async () => {
    const card = await karaStrikes(w, TAIL_LASH);
    await bruteDefends(w, card, "block", 18); // "The defender blocks the attack regardless of the attacker's Successes"
    await karaRolls(w, card, 7);
    w.as(w.alice);
    w.dice(5);
    expect(await askStep("damage", w.kara as never, card.id, "t0")).toEqual({ ok: true });
    expect(health()).toBe(20 - (5 - 4));
  });

  it("in a started combat it pays the feature's AP (Storm Breath: 2) and one of the round's Attacks", async () => {
    const combat = await createCombat("contest", [w.kara, w.brute]);
    const kara = combatantOf(combat, w.kara);
    w.dice(5, 2);
    await combat.rollAll();
    await combat.startCombat();
    await karaStrikes(w, STORM_BREATH);
    expect(systemOf(kara)).toMatchObject({ ap: 1, attacks: 1 });
  });
});
