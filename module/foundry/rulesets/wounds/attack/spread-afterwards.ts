/**
 * What follows lightning's spread for a creature it wounds, on the GM's client once the wound is written
 * (`DamageToOther.afterwards`, chat/attack-card/damage-others.ts), kept with the card's Undo snapshot:
 * - a swimmer makes its footing check (seed 004, Swimming: "Additionally, whenever you take a wound, you must make
 *   another check at a -5 penalty for each wound level beyond light, falling or sinking on a failure"), planned from
 *   its documents as they stand then, rolled on its check card, a failure sinking it as the target's own check does
 *   (wound-footing.ts `woundFootingRead`; decision 251);
 * - a hidden creature's share, which the card players read does not name, is whispered to the GMs (decision 252).
 */
import type { WoundLevel } from "../../../../engine/rulesets/wounds/tables/wound-levels.ts";
import { rollCheckCard } from "../../../chat/check-card/post.ts";
import type { OtherAfterwards } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { currentRollVisibility, PUBLIC_ROLL, type RollVisibility } from "../../../dice/roll-visibility.ts";
import { escapeText } from "../../../html/escape.ts";
import { footingCheck } from "./footing.ts";
import { woundFootingRead } from "./wound-footing.ts";

const NOTHING: OtherAfterwards = { sets: [], ends: [] };

/** Whispered to the GMs, who alone may read of a hidden creature (chat's "Private GM" roll mode). */
function gmOnly(): RollVisibility {
  return currentRollVisibility("gm");
}

/** The struck creature's footing check after its wound, on a check card; what a failure sets and ends. */
async function rollStruckFooting(
  actor: Actor.Implementation,
  wound: WoundLevel,
  hidden: boolean,
): Promise<OtherAfterwards> {
  const check = footingCheck(actor, wound);
  if (!check) return NOTHING;
  const result = await rollCheckCard({
    actor,
    check: game.i18n.localize(`${I18N_ROOT}.Wounds.WoundFooting.details`),
    request: check.request,
    // The GM rolls for another user's creature: public, as Cling's and healing's checks are (decision 155); a hidden
    // creature's to the GMs only, whose placeholder core shows the others under the rolling user's name, not the
    // speaker's (`ChatMessage#_renderRollContent`: `messageData.alias = name` when the content is not visible).
    visibility: hidden ? gmOnly() : PUBLIC_ROLL,
    followUp: (rolled) => Promise.resolve({ effects: [woundFootingRead(check.footing, rolled).summary], rolls: [] }),
  });
  const { sets, ends } = woundFootingRead(check.footing, result);
  return { sets, ends };
}

/**
 * "Lightning spreads through the water to a hidden creature (the players are not told): Sten 7 damage (1 yd away):
 * Critical wound (final damage 7)", to the GMs only: a message without rolls whispered is not listed for the others.
 */
async function whisperHidden(actor: Actor.Implementation, line: string): Promise<void> {
  await ChatMessage.create({
    content: `<p class="fray-action-line">${escapeText(line)}</p>`,
    speaker: ChatMessage.getSpeaker({ actor }),
    whisper: [...gmOnly().whisper],
  });
}

/**
 * What follows the spread for the creature `struck`: its footing check when its wound asks one (`wound`, engine
 * `footingWound`), the GMs' line when it is hidden (`hiddenLine`); undefined when nothing follows.
 */
export function spreadAfterwards(
  struck: Actor.Implementation,
  wound: WoundLevel | undefined,
  hiddenLine: string | undefined,
): (() => Promise<OtherAfterwards>) | undefined {
  if (wound === undefined && hiddenLine === undefined) return undefined;
  return async () => {
    if (hiddenLine !== undefined) await whisperHidden(struck, hiddenLine);
    return wound === undefined ? NOTHING : rollStruckFooting(struck, wound, hiddenLine !== undefined);
  };
}
