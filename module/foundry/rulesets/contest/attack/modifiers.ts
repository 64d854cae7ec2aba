/**
 * The roll dialog's rows for a Strike, each with its source: flanked ("Fighting Style and Sorcery tests made to make a
 * melee attack against a flanked foe gain a +2 bonus"), the target's cover against a ranged Strike (low −2, high −5),
 * and the governing attribute of a melee Strike (Strength or Agility; neither chosen: the higher, rules page
 * decision 44), the Fighting Style of a weapon's Strike among two or more (decision 154), the target unaware of the attack (only no defense is open to it, decision 152), and an Opportunity
 * Attack's mark. The canvas sets the defaults (canvas/situation.ts); the dialog may override them.
 */
import { isRanged, type AttackDelivery } from "../../../../engine/rulesets/contest/tables/attacks.ts";
import type { LocalizedText, RollChoices, RollModifier } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { isOpportunity } from "./opportunity-choice.ts";
import { MODIFIER, styleChoiceId } from "./strike.ts";

const KEY = `${I18N_ROOT}.Contest.Modifier`;

function row(
  id: string,
  kind: string,
  choices: RollChoices,
  reasons: Readonly<Record<string, LocalizedText>>,
  group?: string,
  locked = false,
): RollModifier {
  const reason = reasons[id];
  return {
    id,
    kind,
    label: { key: `${KEY}.${id}.label` },
    effect: { key: `${KEY}.${id}.effect` },
    on: choices[id] === true,
    locked,
    ...(group
      ? { group, groupLegend: { key: `${KEY}.${group}.legend` }, groupNone: { key: `${KEY}.${group}.none` } }
      : {}),
    ...(reason ? { reason } : {}),
  };
}

/** A Fighting Style the attacker has, as its row names it. */
export interface StyleRow {
  readonly name: string;
  readonly rank: number;
}

/**
 * "A character can potentially learn multiple fighting styles": with two or more, one row each in a group whose
 * "none" is the style that scores best for what is in hand (decision 44); with one, nothing to choose.
 */
function styleRows(styles: readonly StyleRow[], choices: RollChoices): RollModifier[] {
  if (styles.length < 2) return [];
  return styles.map((style, index) => {
    const id = styleChoiceId(index);
    return {
      id,
      kind: "style",
      label: { key: `${KEY}.style.label`, data: { name: style.name } },
      effect: { key: `${KEY}.style.effect`, data: { rank: style.rank } },
      on: choices[id] === true,
      locked: false,
      group: "style",
      groupLegend: { key: `${KEY}.style.legend` },
      groupNone: { key: `${KEY}.style.none` },
    };
  });
}

export function strikeModifiers(
  delivery: AttackDelivery,
  choices: RollChoices,
  reasons: Readonly<Record<string, LocalizedText>>,
  /** A Strike chooses Strength or Agility in melee; a spell's Sorcery test has its own attribute. */
  attributeChoice = true,
  /** A weapon's Strike chooses among the attacker's Fighting Styles; a spell or a feature offers none. */
  styles: readonly StyleRow[] = [],
): readonly RollModifier[] {
  // An Opportunity Attack's Strike (set from its prompt) says so, locked: the dialog cannot make one or unmake it.
  const opportunity = isOpportunity(choices)
    ? [row(MODIFIER.opportunity, "reaction", choices, reasons, undefined, true)]
    : [];
  // Any attack, melee or ranged, may come unseen: "can defend against the attack if it is aware of it".
  const unaware = row(MODIFIER.unaware, "awareness", choices, reasons);
  const style = styleRows(styles, choices);
  if (isRanged(delivery)) {
    return [
      row(MODIFIER.coverLow, "cover", choices, reasons, "cover"),
      row(MODIFIER.coverHigh, "cover", choices, reasons, "cover"),
      unaware,
      ...style,
    ];
  }
  const attributes = attributeChoice
    ? [
        row(MODIFIER.strength, "attribute", choices, reasons, "attribute"),
        row(MODIFIER.agility, "attribute", choices, reasons, "attribute"),
      ]
    : [];
  return [...opportunity, row(MODIFIER.flanked, "flanking", choices, reasons), unaware, ...attributes, ...style];
}
