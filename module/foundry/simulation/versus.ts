/**
 * "How does my party fare against 4 Grey Wolves?": a GM dialog (the tracker's Party vs creature button) picks a
 * creature of the world ruleset's Actor compendiums and a count; the world's player characters fight that many
 * copies in the encounter-odds window. A dialog rather than a compendium context entry: it needs no combat and no
 * open compendium, and one place offers every creature of every pack of the ruleset.
 */
import type { RulesetId } from "../../engine/core/ruleset.ts";
import { getRulesetMeta, packName } from "../../engine/meta-registry.ts";
import { openEncounterOdds } from "../applications/encounter-odds/app.ts";
import { I18N_ROOT, SYSTEM_ID } from "../constants.ts";
import { playerCharacters, versusEncounter } from "./encounter.ts";
import { gmOnly } from "../applications/gm-only.ts";

const KEY = `${I18N_ROOT}.Simulation`;
export const MAX_COPIES = 12;

export interface CreatureChoice {
  /** `<pack id>|<document id>`. */
  readonly value: string;
  readonly label: string;
}

type ActorPack = foundry.documents.collections.CompendiumCollection<"Actor">;

function actorPacks(ruleset: RulesetId): ActorPack[] {
  return getRulesetMeta(ruleset)
    .packs.filter((spec) => spec.type === "Actor")
    .flatMap((spec) => {
      // fvtt-types 13.345 types `game.packs.get` as a compendium of any kind; the descriptor says it holds Actors.
      const pack = game.packs.get(`${SYSTEM_ID}.${packName(ruleset, spec)}`) as ActorPack | undefined;
      return pack ? [pack] : [];
    });
}

/** The creatures offered, by name, from the ruleset's Actor compendium indexes. */
export function creatureChoices(ruleset: RulesetId): CreatureChoice[] {
  return actorPacks(ruleset)
    .flatMap((pack) =>
      pack.index.contents.map((e) => ({ value: `${pack.collection}|${e._id}`, label: e.name ?? e._id })),
    )
    .sort((a, b) => a.label.localeCompare(b.label));
}

function dialogContent(choices: readonly CreatureChoice[]): string {
  const esc = foundry.utils.escapeHTML;
  const creature = game.i18n.localize(`${KEY}.creature`);
  const count = game.i18n.localize(`${KEY}.count`);
  const options = choices.map((c) => `<option value="${esc(c.value)}">${esc(c.label)}</option>`).join("");
  return `<label>${esc(creature)} <select name="creature">${options}</select></label>
<label>${esc(count)} <input type="number" name="count" min="1" max="${String(MAX_COPIES)}" step="1" value="4" /></label>`;
}

/** The count asked for, whole and within 1…MAX_COPIES. */
export function copiesOf(value: unknown): number {
  const n = Math.floor(Number(value));
  return Number.isFinite(n) ? Math.min(MAX_COPIES, Math.max(1, n)) : 1;
}

export async function openVersusDialog(ruleset: RulesetId): Promise<void> {
  if (!gmOnly(`${KEY}.gmOnly`)) return;
  const choices = creatureChoices(ruleset);
  const answer: unknown = await foundry.applications.api.DialogV2.input({
    window: { title: `${KEY}.versusTitle` },
    content: dialogContent(choices),
    ok: { label: `${KEY}.simulate` },
  });
  if (typeof answer !== "object" || answer === null || !("creature" in answer) || !("count" in answer)) return;
  const [packId, id] = String(answer.creature).split("|");
  const pack = actorPacks(ruleset).find((p) => p.collection === packId);
  const creature = pack && id ? await pack.getDocument(id) : undefined;
  if (!(creature instanceof CONFIG.Actor.documentClass)) return;
  const encounter = versusEncounter(ruleset, playerCharacters(ruleset), creature, copiesOf(answer.count));
  if ("refused" in encounter) ui.notifications.warn(encounter.refused, { localize: true });
  else await openEncounterOdds(encounter);
}
