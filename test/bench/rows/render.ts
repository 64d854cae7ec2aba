/**
 * Row 6: opening the `bonus` character sheet with 50 items — the context builder (`characterContext`, including
 * each weapon's hit chance against a target) and every part template of `BonusCharacterSheet`, rendered through
 * `handlebars` with the partials registered under their Foundry paths, as the browser harness renders them. The
 * templates are compiled once (Foundry caches compiled templates). The baseline is `JSON.stringify` of the same
 * context: a walk over the same data with no logic.
 */
import { readFileSync } from "node:fs";
import type { BonusSheetItem } from "../../../module/foundry/rulesets/bonus/sheets/sheet-data.ts";
import { templateEnvironment } from "../../e2e/support/templates.ts";
import { englishLocalizer } from "../../e2e/support/i18n.ts";
import { FIGHTER, KIT, makeActor, makeInput } from "../../foundry/bonus/sheets/fixtures.ts";
import type { Engine } from "../load-engine.ts";
import { ratioOf, timeTasks, timingOf, type TimingOptions } from "../measure.ts";
import { formatNs, formatRatio, type RowResult } from "../report.ts";

const ITEMS = 50;
const TARGET_MS = 5;
const T = "templates/rulesets/bonus";
/** The PARTS of BonusCharacterSheet, in order (module/foundry/rulesets/bonus/sheets/character-sheet.ts). */
const CHARACTER_PARTS = [
  `${T}/character/header.hbs`,
  "templates/sheets/tabs.hbs",
  `${T}/character/main.hbs`,
  `${T}/character/inventory.hbs`,
  `${T}/character/abilities.hbs`,
  `${T}/character/biography.hbs`,
];

/** The fixture kit (weapons, armor, gear, abilities) repeated to 50 distinct items. */
function items(): BonusSheetItem[] {
  return Array.from({ length: ITEMS }, (_, i) => {
    const item = KIT[i % KIT.length];
    if (!item) throw new Error("empty fixture kit");
    return { ...item, id: `${item.id}${i}`, name: `${item.name} ${i}` };
  });
}

export function renderRows(engine: Engine, timing: TimingOptions): RowResult[] {
  const hbs = templateEnvironment();
  const parts = CHARACTER_PARTS.map((path) => hbs.compile(readFileSync(path, "utf8")));
  const input = makeInput({ actor: makeActor(FIGHTER, items()), i18n: englishLocalizer() });
  const render = (context: object): string => parts.map((part) => part(context)).join("\n");
  const context = engine.characterContext(input);
  const html = render(context);
  const rows = html.match(/data-item-id=/g)?.length ?? 0;
  if (rows < ITEMS) throw new Error(`the sheet shows ${rows} item rows for ${ITEMS} items`);

  const timings = timeTasks(
    [
      { name: "sheet", batch: 1, run: () => render(engine.characterContext(input)).length },
      { name: "templates", batch: 1, run: () => render(context).length },
      { name: "stringify", batch: 1, run: () => JSON.stringify(context).length },
    ],
    timing,
  );
  const sheetNs = timingOf(timings, "sheet").medianNs;
  const templatesNs = timingOf(timings, "templates").medianNs;
  const stringifyNs = timingOf(timings, "stringify").medianNs;
  const ratio = ratioOf(timings, "sheet", "stringify");
  return [
    {
      id: "6",
      title: `render the character sheet with ${ITEMS} items (handlebars)`,
      measured: `${formatNs(sheetNs)}/render`,
      baseline: `${formatNs(stringifyNs)} JSON.stringify(context)`,
      ratio: `${formatRatio(ratio)} the baseline`,
      target: `≤ ${TARGET_MS} ms`,
      met: sheetNs <= TARGET_MS * 1e6,
      notes: [
        `context builder + ${CHARACTER_PARTS.length} part templates; the templates alone ${formatNs(templatesNs)}; ` +
          `${(html.length / 1000).toFixed(0)} kB of HTML, ${rows} item rows`,
      ],
      details: { items: ITEMS, sheetNs, templatesNs, stringifyNs, ratio, htmlBytes: html.length, itemRows: rows },
    },
  ];
}
