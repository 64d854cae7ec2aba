/**
 * The user guide's screenshots (docs/guide/images/, committed): which ones there are, and how a page writes one.
 * The e2e guide test regenerates every one of them from the real templates, context builders and stylesheet; the
 * guide conformance test holds the guide's pages to embedding only these.
 */
import { join } from "node:path";
import type { Locator } from "playwright-core";
import { getRuleset } from "../../../module/engine/registry.ts";
import type { Theme } from "./sheet-page.ts";

export const GUIDE_IMAGES = "docs/guide/images";

/** The rulesets the guide shows, those playable in Foundry today. */
export const GUIDE_RULESETS = ["bonus", "energy", "momentum", "contest", "wounds"] as const;
export type GuideRuleset = (typeof GUIDE_RULESETS)[number];

/**
 * What the guide shows of each ruleset: the character sheet, the attack card (as the GM sees it, played through), the
 * combat tracker, the roll dialog, and the card as the target's player sees it while it waits for their defense.
 */
export const GUIDE_VIEWS = ["sheet", "card", "tracker", "roll-dialog", "defend"] as const;
/** The GM's encounter-odds result of the ruleset's fight, shown where its engine simulates fights. */
export const ODDS_VIEW = "odds";
/** The check card of a check from the sheet (chat/check-card/), for the rulesets whose room posts one today. */
export const CHECK_VIEW = "check";
const CHECK_CARD_RULESETS: readonly GuideRuleset[] = ["bonus", "energy"];
/** The opposed card of a contest (chat/opposed-card/), for the rulesets whose room posts one today. */
export const OPPOSED_VIEW = "opposed";
const OPPOSED_CARD_RULESETS: readonly GuideRuleset[] = ["momentum"];
export type GuideView = (typeof GUIDE_VIEWS)[number] | typeof ODDS_VIEW | typeof CHECK_VIEW | typeof OPPOSED_VIEW;

/**
 * What the guide shows of `ruleset`: every view above, the encounter odds when its engine has a simulation, and the
 * check card and the opposed card when its room posts them.
 */
export function guideViews(ruleset: GuideRuleset): readonly GuideView[] {
  const odds: GuideView[] = getRuleset(ruleset).sim ? [ODDS_VIEW] : [];
  const check: GuideView[] = CHECK_CARD_RULESETS.includes(ruleset) ? [CHECK_VIEW] : [];
  const opposed: GuideView[] = OPPOSED_CARD_RULESETS.includes(ruleset) ? [OPPOSED_VIEW] : [];
  return [...GUIDE_VIEWS, ...odds, ...check, ...opposed];
}

export const GUIDE_THEMES: readonly Theme[] = ["light", "dark"];

export function guideImageName(ruleset: GuideRuleset, view: GuideView, theme: Theme): string {
  return `${ruleset}-${view}-${theme}.png`;
}

/** Every image the guide may embed. */
export function guideImageNames(): string[] {
  return GUIDE_RULESETS.flatMap((ruleset) =>
    guideViews(ruleset).flatMap((view) => GUIDE_THEMES.map((theme) => guideImageName(ruleset, view, theme))),
  );
}

/** Writes the element, cropped to its box, as the guide's image (a small PNG: the element only, at 1×). */
export async function writeGuideImage(
  element: Locator,
  ruleset: GuideRuleset,
  view: GuideView,
  theme: Theme,
): Promise<void> {
  await element.screenshot({ path: join(GUIDE_IMAGES, guideImageName(ruleset, view, theme)) });
}
