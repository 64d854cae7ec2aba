/**
 * The packs players see (issue 23: a world plays one ruleset, so its players see only that ruleset's compendiums):
 * at `ready` the active GM hid the other rulesets' packs from every player role (packs/world-packs.ts). This step
 * reads `game.packs` and writes nothing: every other ruleset's pack is hidden from players and trusted players, and
 * none of the world's own is. A pack a GM configured by hand to show players is reported too (the run says which).
 */
import { I18N_ROOT } from "../../constants.ts";
import { frayPacks, hiddenFromPlayers } from "../../packs/world-packs.ts";
import { expectThat } from "../expect.ts";
import type { SkirmishStep } from "../skirmish.ts";

export const packOwnershipStep: SkirmishStep = {
  id: "packs",
  labelKey: `${I18N_ROOT}.SelfCheck.Step.packs`,
  run(s) {
    const packs = frayPacks();
    const own = packs.filter(({ ruleset }) => ruleset === s.ruleset);
    const names = (list: typeof packs) => list.map(({ pack }) => pack.collection);
    expectThat(own.length > 0, `the world's ruleset "${s.ruleset}" has compendium packs`, names(packs));
    const shown = packs.filter(({ pack, ruleset }) => ruleset !== s.ruleset && !hiddenFromPlayers(pack));
    expectThat(
      shown.length === 0,
      "every other ruleset's pack is hidden from players and trusted players",
      names(shown),
    );
    const hidden = own.filter(({ pack }) => hiddenFromPlayers(pack));
    expectThat(hidden.length === 0, "no pack of the world's ruleset is hidden from players", names(hidden));
    return Promise.resolve();
  },
};
