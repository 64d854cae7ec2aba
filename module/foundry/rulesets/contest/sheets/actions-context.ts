/**
 * The `contest` Actions section: the seed's primary actions, the reactions that need no named trigger and the free
 * action, each at its AP (the engine's glyph costs, rules page decisions 1–2), standing up from Prone with part
 * of this turn's movement (decision 8), and each spell without the Attack trait at its own AP (decision 92). The Strike is each weapon's row (its own AP); Defend is chosen on the card
 * and an Opportunity Attack answers a provocation, so neither is a button here. Whether one can be taken now is the
 * room's own step (combat/take.ts) on the combatant's state, the one the click's spend meets: out of combat, off your
 * turn, Incapacitated, both Attacks used or short of AP say so beside the button.
 */
import { CONTEST_ACTIONS, type ContestActionId } from "../../../../engine/rulesets/contest/economy/actions.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import {
  actionButton,
  actionsSection,
  NOT_IN_COMBAT,
  type ActionsSectionContext,
} from "../../../applications/sheets/actions-section.ts";
import { contestRefusal } from "../combat/refusal.ts";
import { STAND_UP, takeContest } from "../combat/take.ts";
import { sheetText } from "./labels.ts";
import type { ContestSheetCombat, ContestSheetItem } from "./sheet-data.ts";
import { spellTraits } from "../ability-attack.ts";

/** The actions a sheet button takes, in the seed's order: primary actions, then reactions, then the free action. */
export const SHEET_ACTIONS: readonly ContestActionId[] = [
  "dash",
  "disengage",
  "grapple",
  "release",
  "search",
  "sneak",
  "useMagic",
  "manipulate",
  "useMagicReaction",
  "freeAction",
];

function apText(i18n: Localizer, id: ContestActionId): string {
  const ap = CONTEST_ACTIONS[id].cost["ap"] ?? 0;
  return ap > 0 ? sheetText(i18n, "Cost.ap", { count: ap }) : sheetText(i18n, "Cost.free");
}

type Ability = Extract<ContestSheetItem, { kind: "ability" }>;

/**
 * "Use Magic. You cast a spell": each spell without the Attack trait, cast at its own AP (`useMagic:<itemId>`, the
 * GM reading the AP and traits from the item, combat/spend.ts). An attacking spell is cast from its Strikes row.
 */
function spellRows(i18n: Localizer, items: readonly ContestSheetItem[]) {
  const spells = items.filter((i): i is Ability => i.kind === "ability" && i.system.kind === "spell");
  return spells
    .filter((spell) => !spell.system.attack)
    .map((spell) => ({
      id: `useMagic:${spell.id}`,
      text: sheetText(i18n, "Action.castSpell", { name: spell.name }),
      costText: sheetText(i18n, "Cost.ap", { count: spell.system.ap }),
      asked: { action: "useMagic", ap: spell.system.ap, spell: spellTraits(spell.system) },
    }));
}

export function actionsContext(
  i18n: Localizer,
  ownerId: string,
  combat: ContestSheetCombat | null,
  items: readonly ContestSheetItem[] = [],
): ActionsSectionContext {
  const costs = [
    ...SHEET_ACTIONS.map((id) => ({ id, text: sheetText(i18n, `Action.${id}`), costText: apText(i18n, id) })),
    { id: STAND_UP, text: sheetText(i18n, `Action.${STAND_UP}`), costText: sheetText(i18n, "Cost.standUp") },
  ];
  const rows = [...costs.map((c) => ({ ...c, asked: { action: c.id } })), ...spellRows(i18n, items)].map(
    ({ id, text, costText, asked }) => {
      const taken = combat ? takeContest(combat, asked, combat.state) : undefined;
      const refusal = !combat ? NOT_IN_COMBAT : taken && !taken.ok ? contestRefusal(taken.reason, i18n) : undefined;
      return actionButton(i18n, ownerId, { id, text, costText, refusal }, combat?.viewerIsGm ?? false);
    },
  );
  return actionsSection(i18n, combat !== null, rows);
}
