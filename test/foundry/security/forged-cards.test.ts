/**
 * Forged attack cards (issue 17, finding 4). A player's client can post a pristine card of its own making with any
 * target, outcome, `against`, dice and request; the GM must re-derive everything it acts on from the documents
 * (queries/card-trust.ts). Each forgery, in `bonus`, `energy` melee and `energy` ranged, is refused by Defend and by
 * Apply damage and left alone by the GM's automation, changing no document; an honest card still settles.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { followUpCard } from "../../../module/foundry/chat/attack-card/auto-damage.ts";
import { rollAttack } from "../../../module/foundry/flows/attack.ts";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import type { FakeWorld } from "../../support/fake-foundry/world/install-world.ts";
import { FakeScene, SQUARE_1M } from "../../support/fake-foundry/world/scene.ts";
import { systemWorld } from "../../support/fake-foundry/world/system-world.ts";
import { aliceAttacksBrute, bruteTakesTheHit, loopWorld } from "../chat/world-fixture.ts";
import { addArcher, BOW_ID } from "../energy/ranged-fixture.ts";
import { energyWorld, ogreDefends, veraAttacksOgre } from "../energy/world-fixture.ts";
import { withoutStamps } from "./abuse-kinds.ts";
import { FORGE_KINDS, FORGED_CODES, forgeCard, type ForgeContext } from "./forge.ts";
import { worldSnapshot } from "./snapshot.ts";

/** One attack of a ruleset: a world, the card the flow posts, and how the target's owner and attacker's owner ask. */
interface Fight {
  readonly world: FakeWorld;
  readonly attacker: FakeActor;
  readonly target: FakeActor;
  readonly context: ForgeContext;
  /** The flow's own card, a hit once defended with `defenseFaces`. */
  card(): Promise<FakeChatMessage>;
  readonly defenseFaces: readonly number[];
  readonly damageFaces: readonly number[];
  /** The id of the target's defense step in the ruleset's procedure. */
  readonly defenseStep: string;
  /** The choice the defense step takes where it offers one (`bonus`: Defend or Take the hit). */
  readonly defenseChoice?: string;
}

const FIGHTS: Readonly<Record<string, () => Promise<Fight>>> = {
  /** Aldo's sword (25) against the Brute's Guard 17; the retarget is Aldo himself (Guard 15, no mail). */
  bonus: async () => {
    const w = await loopWorld();
    return {
      world: w,
      attacker: w.aldo,
      target: w.brute,
      context: {
        otherTarget: w.aldo,
        othersActor: { uuid: w.brute.uuid, itemId: w.mailId },
        toggle: "chargeSituation",
      },
      card: () => aliceAttacksBrute(w),
      defenseFaces: [2, 2],
      damageFaces: [6, 5, 3],
      defenseStep: "defense",
      defenseChoice: "defend",
    };
  },
  /** Vera's Combat roll 10 (AV 17) against the Ogre; the Defense roll 2 leaves a hit. */
  energyMelee: async () => {
    const w = await energyWorld();
    // Another ruleset's creature: the longsword cannot be planned against it.
    const stranger = w.createActor({ name: "Stranger", type: "bonus-npc" });
    return {
      world: w,
      attacker: w.vera,
      target: w.ogre,
      context: {
        otherTarget: stranger,
        othersActor: { uuid: w.ogre.uuid, itemId: "mail000000000000" },
        toggle: "fromBehind",
      },
      card: () => veraAttacksOgre(w, 10),
      defenseFaces: [2],
      damageFaces: [6],
      defenseStep: "evasion",
    };
  },
  /** Rhea's Hit roll 12 against the Miss Chance 6 (the Ogre, Medium); the Ranged Evasion 3 leaves a hit. */
  energyRanged: async () => {
    const w = await energyWorld();
    const rhea = addArcher(w);
    const stranger = w.createActor({ name: "Stranger", type: "bonus-npc" });
    return {
      world: w,
      attacker: rhea,
      target: w.ogre,
      context: {
        otherTarget: stranger,
        othersActor: { uuid: w.ogre.uuid, itemId: "mail000000000000" },
        toggle: "rangeClose",
      },
      card: async () => {
        w.as(w.alice);
        w.alice.targets.clear();
        w.alice.targets.add({ actor: w.ogre });
        w.dice(12);
        await rollAttack(rhea as never, BOW_ID, { skipDialog: true });
        const card = [...w.messages.values()].at(-1);
        if (!card) throw new Error("no card posted");
        return card;
      },
      defenseFaces: [3],
      damageFaces: [4],
      defenseStep: "rangedEvasion",
    };
  },
};

async function defend(f: Fight, card: FakeChatMessage) {
  f.world.as(f.world.bob);
  f.world.dice(...f.defenseFaces);
  return askStep(f.defenseStep, f.target as never, card.id, "t0", f.defenseChoice);
}

async function apply(f: Fight, card: FakeChatMessage) {
  f.world.as(f.world.alice);
  f.world.dice(...f.damageFaces);
  return askStep("damage", f.attacker as never, card.id, "t0");
}

async function automation(on: boolean): Promise<void> {
  await fake().game.settings.set("fray", "autoRollDamage", on);
  await fake().game.settings.set("fray", "autoApplyDamage", on);
}

await systemWorld();

const snapshot = (f: Fight) => withoutStamps(worldSnapshot(f.world));

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  await automation(false);
  return () => {
    vi.restoreAllMocks();
  };
});

describe.each(Object.keys(FIGHTS))("forged pristine cards (%s)", (name) => {
  const fight = async () => {
    const build = FIGHTS[name];
    if (!build) throw new Error(`no fight ${name}`);
    return build();
  };

  it.each(FORGE_KINDS)("%s: Defend and Apply are refused, automation leaves it, nothing changes", async (how) => {
    const f = await fight();
    const forged = await forgeCard(f.world, f.world.alice, await f.card(), how, f.context);
    const before = snapshot(f);
    for (const reply of [await defend(f, forged), await apply(f, forged)]) {
      expect(reply).toMatchObject({ ok: false });
      expect(FORGED_CODES).toContain((reply as { reason: string }).reason);
    }
    await automation(true);
    f.world.as(f.world.gm);
    f.world.dice(...f.damageFaces, ...f.damageFaces);
    await followUpCard(forged as never);
    expect(snapshot(f)).toEqual(before);
  });

  it("an honest card its author posts is settled: the GM plans it again to exactly what it states", async () => {
    const f = await fight();
    const honest = await forgeCard(f.world, f.world.alice, await f.card(), null, f.context);
    expect(await defend(f, honest)).toEqual({ ok: true });
    expect(await apply(f, honest)).toEqual({ ok: true });
    expect((honest.system as unknown as { targets: { damage: { status: string } }[] }).targets[0]?.damage.status).toBe(
      "applied",
    );
  });
});

describe("what the GM plans again, and when", () => {
  it("a card whose attacker changed since it was posted is refused until the GM first wrote it", async () => {
    const w = await loopWorld();
    const card = await aliceAttacksBrute(w);
    // Aldo's Agility grows after the roll: the attack he would make now is not the one on the card.
    w.as(w.gm);
    await w.aldo.update({ system: { abilities: { agility: 3 } } });
    w.as(w.alice);
    w.dice(6, 5, 3);
    expect(await askStep("damage", w.aldo as never, card.id, "t0")).toEqual({
      ok: false,
      reason: "unverifiedCard",
    });
    // Back as it was: the card is the attack again, and the GM's first write makes it the GM's state.
    w.as(w.gm);
    await w.aldo.update({ system: { abilities: { agility: 2 } } });
    w.as(w.bob);
    w.dice(2, 2);
    expect(await askStep("defense", w.brute as never, card.id, "t0", "defend")).toEqual({ ok: true });
    w.as(w.gm);
    await w.aldo.update({ system: { abilities: { agility: 3 } } });
    w.as(w.alice);
    w.dice(6, 5, 3);
    expect(await askStep("damage", w.aldo as never, card.id, "t0")).toEqual({ ok: true });
  });

  it("a ranged shot on the canvas keeps its band and distance: the GM plans the same Hit roll from the row", async () => {
    const w = await energyWorld();
    const rhea = addArcher(w);
    const scene = new FakeScene("forged-range", SQUARE_1M);
    scene.addToken({ id: "rhea", x: 0, y: 0, actorId: rhea.id });
    const ogre = scene.addToken({ id: "ogre", x: 300, y: 0, rotation: 90, actorId: w.ogre.id });
    w.as(w.alice);
    w.alice.targets.clear();
    w.alice.targets.add({ actor: w.ogre, document: ogre } as never);
    w.dice(3, 15);
    await rollAttack(rhea as never, BOW_ID, { skipDialog: true });
    const card = [...w.messages.values()].at(-1);
    if (!card) throw new Error("no card posted");
    const row = (card.system as unknown as { targets: { situation: unknown }[] }).targets[0];
    expect(row?.situation).toMatchObject({ choices: { rangeClose: true }, distance: expect.any(Number) as unknown });
    expect(await ogreDefends(w, card, "rangedEvasion", 1)).toEqual({ ok: true });
  });

  it("the faces are the author's own: v13 has no server-side roll check, so a consistent card is read as rolled", async () => {
    const w = await loopWorld();
    const card = await aliceAttacksBrute(w);
    const source = structuredClone(card.system.toObject()) as {
      targets: { attack: { roll: { dice: { results: { result: number }[] }[] } } }[];
    };
    // 15 + 5 + 5 → 15 + 6 + 5: still dice of the request, still a hit.
    const die = source.targets[0]?.attack.roll.dice[1]?.results[0];
    if (die) die.result = 6;
    w.as(w.alice);
    const { create } = card.constructor as unknown as { create(data: unknown): Promise<FakeChatMessage> };
    const copy = await create({ type: "attack", system: source });
    await bruteTakesTheHit(w, copy);
    w.dice(6, 5, 3);
    expect(await askStep("damage", w.aldo as never, copy.id, "t0")).toEqual({ ok: true });
  });
});
