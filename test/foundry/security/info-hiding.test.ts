/**
 * Information hiding (issue 13): the attack card's rendered chat HTML — the real render path (renderAttackCard, the
 * context builder and the real template) — for a player client and for the GM client, in both rulesets, with and
 * without "hide NPC data", for each roll mode. A player never finds a hidden NPC's name or weapon, its defense
 * total, the target number it set, the odds, its damage numbers, nor anything of a roll whispered past them.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { readStoredRoll } from "../../../module/foundry/chat/attack-card/stored-roll.ts";
import { renderAttackCard } from "../../../module/foundry/chat/attack-card/render.ts";
import { cardAction } from "../../../module/foundry/chat/attack-card/actions.ts";
import { rollAttack } from "../../../module/foundry/flows/attack.ts";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { installRealTemplates } from "../../support/real-templates.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { setChatMode, type ChatMode } from "../../support/fake-foundry/world/chat-mode.ts";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import type { FakeWorld } from "../../support/fake-foundry/world/install-world.ts";
import type { FakeUser } from "../../support/fake-foundry/world/users.ts";
import { loopWorld } from "../chat/world-fixture.ts";
import { energyWorld } from "../energy/world-fixture.ts";

const MODES: readonly ChatMode[] = ["public", "gm", "blind", "self"];
type RollMode = ChatMode;

beforeAll(installRealTemplates);

interface Cast {
  readonly world: FakeWorld;
  /** Alice's character and the GM's NPC (no player owns it). */
  readonly pc: FakeActor;
  readonly npc: FakeActor;
  readonly npcWeapon: string;
  /** Faces: an attack that hits, a defense that does not save. */
  readonly attackFaces: readonly number[];
  readonly defenseFaces: readonly number[];
  /** The id of the target's defense step in the ruleset's procedure. */
  readonly defenseStep: string;
  /** The choice the defense step takes where it offers one (`bonus`: Defend or Take the hit). */
  readonly defenseChoice?: string;
}

const RULESETS: Readonly<Record<string, () => Promise<Cast>>> = {
  bonus: async () => {
    const w = await loopWorld();
    const npc = w.createActor({
      name: "Ghoul",
      type: "bonus-npc",
      ownership: { default: 0 },
      system: { abilities: { agility: 2, strength: 1, speed: 1 }, vigor: { value: 20, max: 20 } },
      items: [{ _id: "claw000000000000", name: "Claw", type: "bonus-weapon", system: { damageValue: 2 } }],
    });
    return {
      world: w,
      pc: w.aldo,
      npc,
      npcWeapon: "Claw",
      attackFaces: [15, 5, 5],
      defenseFaces: [1, 1],
      defenseStep: "defense",
      defenseChoice: "defend",
    };
  },
  energy: async () => {
    const w = await energyWorld();
    const npc = w.createActor({
      name: "Troll",
      type: "energy-npc",
      ownership: { default: 0 },
      system: { level: 0, aura: { value: 20, max: 20 } },
      items: [
        {
          _id: "club000000000000",
          name: "Club",
          type: "energy-weapon",
          system: { damage: { count: 1, faces: 8, bonus: 0 }, attackBonus: 1 },
        },
      ],
    });
    return {
      world: w,
      pc: w.vera,
      npc,
      npcWeapon: "Club",
      attackFaces: [19],
      defenseFaces: [1],
      defenseStep: "evasion",
    };
  },
};

/** `user` attacks `target` with `attacker`'s weapon in roll mode `mode`; the target's side defends; damage lands. */
async function fight(
  c: Cast,
  mode: RollMode,
  attacker: { actor: FakeActor; user: FakeUser },
  defender: { actor: FakeActor; user: FakeUser },
): Promise<FakeChatMessage> {
  const w = c.world;
  await setChatMode(fake().game.settings, mode);
  w.as(attacker.user);
  attacker.user.targets.clear();
  attacker.user.targets.add({ actor: defender.actor });
  w.dice(...c.attackFaces);
  const weapon = attacker.actor.items.contents.find((i) => i.type.endsWith("-weapon"));
  if (!weapon) throw new Error("no weapon");
  await rollAttack(attacker.actor as never, weapon.id, { skipDialog: true });
  const card = [...w.messages.values()].at(-1);
  if (!card) throw new Error("no card");
  w.as(defender.user);
  w.dice(...c.defenseFaces);
  await askStep(c.defenseStep, defender.actor as never, card.id, "t0", c.defenseChoice);
  w.as(attacker.user);
  await cardAction(card as never, { action: "step", step: "damage", row: "t0" });
  return card;
}

/** The chat message as `viewer`'s client renders it: core's header (speaker) and the card Fray renders. */
async function renderedFor(card: FakeChatMessage, viewer: FakeUser, world: FakeWorld): Promise<string> {
  world.as(viewer);
  // Foundry does not render a message its viewer may not see at all.
  if (!card.visible) return "";
  const speaker = (card.system as unknown as { attacker: { name: string } }).attacker.name;
  const sender = { textContent: speaker };
  const content = { innerHTML: "", addEventListener: () => undefined };
  const html = {
    querySelector: (selector: string) =>
      selector === ".message-content" ? content : selector === ".message-sender" ? sender : null,
  };
  await renderAttackCard(card as never, html as never);
  return `<h4 class="message-sender">${sender.textContent}</h4><div class="message-content">${content.innerHTML}</div>`;
}

/** The numbers a reader finds in the HTML's text (attributes and tags dropped: `data-row="t0"` is no number). */
function numbersIn(html: string): string[] {
  return html.replace(/<[^>]*>/g, " ").match(/\d+/g) ?? [];
}
const textOf = (html: string) => html.replace(/<[^>]*>/g, " ");

interface StoredRow {
  attack: { request: unknown; roll: unknown };
  defense: { roll: { request: unknown; roll: unknown } | null };
  damage: { summary: string };
}
const rowOf = (card: FakeChatMessage) => (card.system as unknown as { targets: StoredRow[] }).targets[0];
const total = (stored: { request: unknown; roll: unknown } | null | undefined) =>
  stored ? readStoredRoll(stored)?.total : undefined;

/** Who may see the card's content under each roll mode (Foundry's rule), for the roller and the other users. */
function seesContent(mode: RollMode, viewer: FakeUser, roller: FakeUser): boolean {
  if (mode === "public") return true;
  if (mode === "self") return viewer.id === roller.id;
  if (viewer.isGM) return true;
  return mode === "gm" && viewer.id === roller.id;
}

describe.each(Object.keys(RULESETS))("%s: the attack card rendered for each client", (ruleset) => {
  describe.each([true, false])("hide NPC data: %s", (hideNpc) => {
    it.each(MODES)("roll mode %s: players see only what they may", async (mode) => {
      const build = RULESETS[ruleset];
      if (!build) throw new Error(ruleset);
      const c = await build();
      const { gm, alice, bob } = c.world;
      await fake().game.settings.set("fray", "hideNpcFromPlayers", hideNpc);
      // The GM's NPC attacks Alice's character (a GM roll); Alice's character attacks the NPC (a player roll).
      const npcAttack = await fight(c, mode, { actor: c.npc, user: gm }, { actor: c.pc, user: alice });
      const pcAttack = await fight(c, mode, { actor: c.pc, user: alice }, { actor: c.npc, user: gm });

      for (const [card, roller] of [
        [npcAttack, gm],
        [pcAttack, alice],
      ] as const) {
        const row = rowOf(card);
        if (!row) throw new Error("no row");
        const npcRolls = card === npcAttack ? row.attack : row.defense.roll;
        for (const viewer of [gm, alice, bob]) {
          const html = await renderedFor(card, viewer, c.world);
          const label = `${ruleset} ${mode} hide=${String(hideNpc)} ${card === npcAttack ? "NPC" : "PC"} attack, seen by ${viewer.name}`;
          if (!seesContent(mode, viewer, roller)) {
            // A roll whispered past this viewer: that a roll was made, nothing of it.
            expect(numbersIn(html), label).toEqual([]);
            expect(html, label).not.toContain(c.npcWeapon);
            if (hideNpc || viewer.isGM) expect(textOf(html), label).not.toContain(c.npc.name);
            continue;
          }
          if (viewer.isGM || !hideNpc) {
            // Nothing hidden: the NPC's name and its roll's total are on the card.
            expect(textOf(html), label).toContain(c.npc.name);
            const npcTotal = total(npcRolls);
            if (npcTotal !== undefined) expect(numbersIn(html), label).toContain(String(npcTotal));
            continue;
          }
          // Hidden NPC: no name, no weapon, and only the player character's own numbers.
          expect(textOf(html), label).not.toContain(c.npc.name);
          expect(html, label).not.toContain(c.npcWeapon);
          const allowed =
            card === npcAttack ? [total(row.defense.roll), ...numbersIn(row.damage.summary)] : [total(row.attack)];
          const allowedText = allowed.flatMap((n) => (n === undefined ? [] : [String(n)]));
          for (const n of numbersIn(html)) expect(allowedText, `${label}: "${n}" in ${html}`).toContain(n);
        }
      }
    });
  });
});

describe("the card's roll mode", () => {
  it("follows the roller's roll mode: a GM's private NPC attack is whispered to the GMs", async () => {
    const build = RULESETS.bonus;
    if (!build) throw new Error("bonus");
    const c = await build();
    const card = await fight(c, "gm", { actor: c.npc, user: c.world.gm }, { actor: c.pc, user: c.world.alice });
    expect(card.whisper).toEqual([c.world.gm.id]);
    const blind = await fight(c, "blind", { actor: c.pc, user: c.world.alice }, { actor: c.npc, user: c.world.gm });
    expect([blind.whisper, blind.blind]).toEqual([[c.world.gm.id], true]);
  });
});
