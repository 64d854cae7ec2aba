import type { Localizer } from "../parts/resource-bar.ts";

/**
 * `game.i18n` as the context builders' `Localizer`. Foundry's `format` takes string values only (its typings say
 * so), while builders pass numbers too, so values are stringified here.
 */
export function foundryLocalizer(): Localizer {
  const i18n = game.i18n;
  return {
    localize: (key) => i18n.localize(key),
    format: (key, data) => i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))),
  };
}
