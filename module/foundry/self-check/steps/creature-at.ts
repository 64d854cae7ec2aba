/**
 * A third creature for a room's self-check steps that need one (an Interposed creature, a flanking ally):
 * imported from the monster compendium as the run's own actor (removed with the run), its token placed on the scene.
 */
import { getRulesetMeta, packName } from "../../../engine/meta-registry.ts";
import { SYSTEM_ID } from "../../constants.ts";
import { need } from "../expect.ts";
import { selfCheckFlags } from "../flags.ts";
import { selfCheckName } from "../names.ts";
import type { Skirmish } from "../skirmish.ts";

/**
 * Compendium creature `id`, its token at `place` (scene pixels) with `token`'s other fields (a disposition, its size in
 * grid spaces: a token created from `actorId` alone is 1 × 1, whatever the prototype says).
 */
export async function creatureAt(
  s: Skirmish,
  id: string,
  place: { readonly x: number; readonly y: number },
  token: {
    readonly disposition?: CONST.TOKEN_DISPOSITIONS;
    readonly width?: number;
    readonly height?: number;
  } = {},
): Promise<TokenDocument.Implementation> {
  const spec = need(
    getRulesetMeta(s.ruleset).packs.find((pack) => pack.type === "Actor"),
    "the monster compendium",
  );
  const compendium = need(
    game.packs.get(`${SYSTEM_ID}.${packName(s.ruleset, spec)}`),
    "the monster compendium",
  ) as foundry.documents.collections.CompendiumCollection<"Actor">;
  const data = { name: selfCheckName("target"), flags: selfCheckFlags(), prototypeToken: { actorLink: true } };
  const imported = await game.actors.importFromCompendium(compendium, id, data);
  const actor = s.tracker.created(need(imported as Actor.Implementation | undefined, "the compendium creature"));
  const [created] = (await need(s.scene, "the scene").createEmbeddedDocuments("Token", [
    { name: actor.name, actorId: actor.id, actorLink: true, ...place, ...token },
  ])) ?? [undefined];
  return need(created, "the compendium creature's token");
}
