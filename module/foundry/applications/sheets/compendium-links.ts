/**
 * The links from an actor sheet to its ruleset's compendiums (issue 23: "links to the ruleset's compendium packs"),
 * alike in every room: a labelled button per pack, in the manifest's order, that opens the pack's window. Pure: the
 * packs are read by packs/ruleset-packs.ts; templates/parts/compendium-links.hbs shows them.
 */
import type { Localizer } from "../parts/resource-bar.ts";
import { coreText } from "./labels.ts";

/** A pack as the sheet links it: its collection id (`fray.<name>`) and its title. */
export interface RulesetPack {
  readonly id: string;
  readonly title: string;
}

export interface CompendiumLinksContext {
  /** "Compendiums" */
  readonly heading: string;
  /** Id of the heading, which names the list. */
  readonly headingId: string;
  /** The section's one line of help: where new gear, abilities and foes come from. */
  readonly hint: string;
  readonly links: readonly { readonly id: string; readonly title: string; readonly label: string }[];
}

/** Null when the user may open none of the ruleset's packs: the sheet shows no empty section. */
export function compendiumLinksContext(
  i18n: Localizer,
  actorId: string,
  packs: readonly RulesetPack[],
): CompendiumLinksContext | null {
  if (packs.length === 0) return null;
  return {
    heading: coreText(i18n, "Compendiums.heading"),
    headingId: `${actorId}-compendiums`,
    hint: coreText(i18n, "Compendiums.hint"),
    links: packs.map((pack) => ({
      id: pack.id,
      title: pack.title,
      label: coreText(i18n, "Compendiums.open", { title: pack.title }),
    })),
  };
}
