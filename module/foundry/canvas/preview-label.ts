/**
 * What the targeting preview says at a target: the distance, which side of the target the attacker stands on, the
 * cover the sight lines give, every modifier the scene switched on with its reason, and the refusal if the attack
 * cannot be made. Pure: the canvas and the browser test render the same data.
 */
import { arcOf, type Arc, type ArcSpec } from "../../engine/core/geometry/facing.ts";
import type { LocalizedText, SceneSituation } from "../combat-room.ts";
import type { Localizer } from "../applications/parts/resource-bar.ts";
import type { ScenePair } from "./pair.ts";
import { CANVAS_KEYS, roundDistance } from "./situation-text.ts";

export interface PreviewLine {
  readonly kind: "distance" | "facing" | "cover" | "modifier";
  readonly text: string;
}

export interface PreviewLabel {
  readonly lines: readonly PreviewLine[];
  /** The refusal's text when the attack cannot be made; empty otherwise. */
  readonly refusal: string;
  readonly side: Arc;
  readonly ariaLabel: string;
}

const say = (i18n: Localizer, t: LocalizedText): string =>
  t.data ? i18n.format(t.key, { ...t.data }) : i18n.localize(t.key);

export function previewLabel(
  i18n: Localizer,
  pair: ScenePair,
  situation: SceneSituation,
  facing: ArcSpec,
  targetName: string,
): PreviewLabel {
  const side = arcOf(pair.target.centre, pair.target.heading, pair.attacker.centre, facing);
  const key = (k: string) => `${CANVAS_KEYS}.Preview.${k}`;
  const lines: PreviewLine[] = [
    {
      kind: "distance",
      text: say(i18n, { key: key("distance"), data: { distance: roundDistance(pair.distance), unit: pair.unit } }),
    },
    { kind: "facing", text: say(i18n, { key: key(`side.${side}`) }) },
    {
      kind: "cover",
      text: say(i18n, { key: key("cover"), data: { percent: Math.round(pair.cover.fraction * 100) } }),
    },
    ...Object.entries(situation.defaults)
      .filter(([, on]) => on)
      .flatMap(([id]) => {
        const why = situation.reasons[id];
        return why ? [{ kind: "modifier" as const, text: say(i18n, why) }] : [];
      }),
  ];
  const r = situation.refusal;
  const refusal = r ? say(i18n, { key: r.refused, ...(r.data ? { data: r.data } : {}) }) : "";
  const ariaLabel = say(i18n, { key: key("aria"), data: { name: targetName } });
  return { lines, refusal, side, ariaLabel };
}
