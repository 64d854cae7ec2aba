/**
 * Hide with an effect (seed 002, Hide): "While you are hidden, you have advantage on all of your attacks" and "You stop
 * being hidden if an enemy sees you or you take any action that would clearly give away your location. You stay
 * hidden until the end of the turn if this happens during your turn." On the strict fake with a scene: Vera (Alice's,
 * friendly) beside the Brute (Bob's, hostile); every request goes through the GM's relay as the player.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { actFor } from "../../../module/foundry/combat/economy-access.ts";
import { takeContest } from "../../../module/foundry/rulesets/momentum/combat/contest-take.ts";
import { MOMENTUM_COMBAT_ROOM } from "../../../module/foundry/rulesets/momentum/combat-room.ts";
import { storedHiddenFrom } from "../../../module/foundry/rulesets/momentum/effects/hidden-from.ts";
import { contestRevealsStep, hideStep } from "../../../module/foundry/rulesets/momentum/self-check-hidden.ts";
import type { Skirmish } from "../../../module/foundry/self-check/skirmish.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { type FakeSceneToken } from "../../support/fake-foundry/world/self-check-world.ts";
import { combatantOf } from "../combat/fixture.ts";
import { AX, veraAttacks, veraTakes, type MomentumWorld } from "./world-fixture.ts";
import { momentumYard } from "./yard-fixture.ts";

type AdapterActor = Parameters<typeof takeContest>[0];
type StoredActor = Parameters<typeof storedHiddenFrom>[0];
const adapter = (a: FakeActor) => a as unknown as AdapterActor;
const c = (x: FakeCombatant) => x as unknown as Parameters<typeof actFor>[0];
const stored = (a: FakeActor) => storedHiddenFrom(a as unknown as StoredActor);

let w: MomentumWorld;
let combat: FakeCombat;
let veraToken: FakeSceneToken;
let bruteToken: FakeSceneToken;

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  ({ w, combat, veraToken, bruteToken } = await momentumYard());
  return () => {
    vi.restoreAllMocks();
  };
}, 30_000);

/** Alice has Vera Hide, the d20s showing Vera's Stealth then the Brute's Perception. */
async function veraHides(faces: readonly number[]): Promise<void> {
  w.as(w.alice);
  w.alice.targets.clear();
  w.dice(...faces);
  await takeContest(adapter(w.vera), "hide");
}

/** The GM gives Vera her 3 AP back (the tracker's pips), so she can attack after the Hide's 2 AP. */
async function refill(): Promise<void> {
  w.as(w.gm);
  await combatantOf(combat, w.vera).update({ system: { ap: 3 } });
}

const rowOf = (card: FakeChatMessage) =>
  (card.system as unknown as { targets: { attack: { roll: { formula: string } }; outcome: string }[] }).targets[0];

describe("Hidden from the observers the Hide beat", () => {
  it('"You successfully hide if you beat their Perception Check": the Hidden status names the Brute', async () => {
    await veraHides([15, 5]);
    expect(w.vera.statuses.has("hidden")).toBe(true);
    expect(stored(w.vera)).toEqual([w.brute.uuid]);
  });

  it('"While you are hidden, you have advantage on all of your attacks": two d20s, the higher kept; the card names Hidden', async () => {
    await veraHides([15, 5]);
    const plan = MOMENTUM_COMBAT_ROOM.planAttack(w.vera as never, w.vera.items.get(AX) as never, w.brute as never, {});
    expect(JSON.stringify(plan)).toContain('"source":"Hidden"');
    await refill();
    w.dice(2, 7);
    const card = await veraAttacks(w, undefined);
    expect(rowOf(card)?.attack.roll.formula).toMatch(/^\{1d20\[d20\],1d20\[d20\]\}kh/);
    // 7 + Strength Bonus 4 + half the Dexterity Bonus 1 = 12 meets the Brute's Evasion 12: a hit only with the edge.
    expect(rowOf(card)?.outcome).toBe("hit");
    // The GM plans the card again before applying it: Hidden still stands this turn, so the card is trusted.
    w.dice(5);
    expect(await veraTakes(w, card, "damage")).toEqual({ ok: true });
  });

  it('"You stay hidden until the end of the turn if this happens during your turn": the attack reveals Vera at its end', async () => {
    await veraHides([15, 5]);
    await refill();
    await veraAttacks(w, 10);
    expect(w.vera.statuses.has("hidden")).toBe(true);
    const vera = combatantOf(combat, w.vera);
    expect(w.vera.effects.contents.find((e) => e.statuses.has("hidden"))?.flags).toMatchObject({
      fray: { hiddenFrom: [w.brute.uuid], expiry: { kind: "turnEnd", holder: vera.id } },
    });
    w.as(w.gm);
    await combat.nextTurn();
    expect(w.vera.statuses.has("hidden")).toBe(false);
  });

  it('"You can stay hidden if you successfully take the Hide action after anything that would reveal you": no end again', async () => {
    await veraHides([15, 5]);
    await refill();
    await veraAttacks(w, 10);
    await refill();
    await veraHides([15, 5]);
    const flags = w.vera.effects.contents.find((e) => e.statuses.has("hidden"))?.flags as { fray: object };
    expect(flags.fray).toEqual({ hiddenFrom: [w.brute.uuid] });
    w.as(w.gm);
    await combat.nextTurn();
    expect(stored(w.vera)).toEqual([w.brute.uuid]);
  });

  it("a Hidden the GM sets by hand hides from whoever Vera attacks: the attack has the edge", async () => {
    w.as(w.gm);
    await w.vera.toggleStatusEffect("hidden", { active: true });
    expect(stored(w.vera)).toBeUndefined();
    w.dice(2, 7);
    const card = await veraAttacks(w, undefined);
    expect(rowOf(card)?.outcome).toBe("hit");
    expect(stored(w.vera)).toEqual([w.brute.uuid]);
  });

  it("only the GM's client writes whom Vera hides from: Bob's Hide for Vera is refused, and a spent Hide is not paid twice", async () => {
    w.as(w.bob);
    w.dice(15, 5);
    await takeContest(adapter(w.vera), "hide");
    expect(w.vera.statuses.has("hidden")).toBe(false);
    await veraHides([15, 5]);
    // A second Hide on 1 AP left is a shortfall: nothing rolled, the relation as the first Hide stored it.
    await veraHides([1, 20]);
    expect(stored(w.vera)).toEqual([w.brute.uuid]);
  });
});

describe('"any enemy that is not surprised starts the combat hidden from them"', () => {
  it("the GM marks the Brute surprised: when the combat starts Vera is Hidden from the Brute, and the Brute from no one", async () => {
    w.as(w.gm);
    await combat.delete();
    const fresh = await fake().CONFIG.Combat.documentClass.create({});
    await fresh.createEmbeddedDocuments("Combatant", [
      { actorId: w.vera.id, tokenId: veraToken.id, sceneId: veraToken.parent.id },
      { actorId: w.brute.id, tokenId: bruteToken.id, sceneId: bruteToken.parent.id },
    ]);
    await actFor(c(combatantOf(fresh, w.brute)), "surprise");
    await fresh.startCombat();
    expect(stored(w.vera)).toEqual([w.brute.uuid]);
    expect(w.brute.statuses.has("hidden")).toBe(false);
  });

  it("with no one surprised nobody is hidden", () => {
    expect(w.vera.statuses.has("hidden") || w.brute.statuses.has("hidden")).toBe(false);
  });
});

describe("the self-check's Hide step", () => {
  it("the one acting hides from the other through the GM: the status names the other, taking it away ends it", async () => {
    w.as(w.gm);
    const skirmish = {
      ruleset: "momentum",
      // The step's dice rule (the hider's d20 high, the Perception low) as the fake's queued faces.
      dice: {
        set: (rule?: (faces: number) => number) => {
          if (rule) w.dice(rule(20), rule(20));
        },
      },
      actors: { attacker: w.vera, target: w.brute },
      combat,
    } as unknown as Skirmish;
    const acting = combat.combatant?.actorId === w.vera.id ? w.vera : w.brute;
    await acting.toggleStatusEffect("stunned", { active: true });
    await expect(hideStep.run(skirmish)).rejects.toThrow("the Hide's refusal");
    await acting.toggleStatusEffect("stunned", { active: false });
    await hideStep.run(skirmish);
    expect(acting.statuses.has("hidden")).toBe(false);
  });

  it("the give-away step (decision 158): the Trip leaves Hidden ending with the turn; Hidden, Prone and sides put back", async () => {
    w.as(w.gm);
    const skirmish = {
      ruleset: "momentum",
      dice: {
        set: (rule?: (faces: number) => number) => {
          if (rule) w.dice(rule(20), rule(20));
        },
      },
      actors: { attacker: w.vera, target: w.brute },
      combat,
    } as unknown as Skirmish;
    const [acting, other] = combat.combatant?.actorId === w.vera.id ? [w.vera, w.brute] : [w.brute, w.vera];
    const otherToken = other === w.vera ? veraToken : bruteToken;
    const disposition = otherToken.disposition;
    await contestRevealsStep.run(skirmish);
    expect(acting.statuses.has("hidden")).toBe(false);
    expect(other.statuses.has("prone")).toBe(false);
    expect(otherToken.disposition).toBe(disposition);
  });
});
