/**
 * A held action's trigger at the table (seed 002: "Now, they will automatically shoot at any enemy that moves into
 * range, no matter whose turn it is"). The trigger is the holder's own words, so whether it happened is the GM's
 * call: the GM's `fireHeld` control on the holder's tracker row posts a prompted reaction (chat/reaction-prompt/)
 * offering the holder's owner its held action now, on another's turn. A held Attack is offered as an attack with each
 * weapon the holder has equipped, against the combatant whose turn it is (the one whose act met the trigger), a held
 * Ability as its own card against the same (decision 155); a held Switch Places prompts its ally's owner instead
 * (held-switch.ts, decision 154); any other held action is offered as itself (`act`). Taking it is the spend `heldAction:<messageId>` (held-action.ts),
 * after which the GM says in chat what the action did (the metres a Move or Sprint gives to use now). Rules page
 * decision 104.
 */
import { whyCannotSpendAP } from "../../../../engine/rulesets/momentum/economy/capability.ts";
import type { MomentumActionId } from "../../../../engine/rulesets/momentum/tables/actions.ts";
import type { PromptAttack, ReactionPrompt } from "../../../chat/reaction-prompt/prompt.ts";
import { postReactionPrompt } from "../../../chat/reaction-prompt/post.ts";
import { isRefusal, type Refusal } from "../../../combat-room.ts";
import type { ControlSpec } from "../../../combat/room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { escapeText } from "../../../html/escape.ts";
import { momentumWeaponOf } from "../documents.ts";
import { USE_ABILITY } from "./ability-use.ts";
import { heldAbility, NO_HELD_ABILITY } from "./held-ability.ts";
import { HELD_REACTION } from "./held-action.ts";
import { offerHeldSwitch } from "./held-switch.ts";
import { SWITCH_PLACES } from "./switch-places.ts";
import { momentumRefusal } from "./refusal.ts";
import { momentumCombatantData, momentumEconomyActor } from "./state.ts";
import { isOwnTurn } from "./turn.ts";

const KEY = `${I18N_ROOT}.Momentum.Hold`;
const REFUSAL = `${I18N_ROOT}.Momentum.Refusal`;

export const FIRE_HELD_CONTROL: ControlSpec = {
  id: "fireHeld",
  label: `${KEY}.fire`,
  who: "gm",
  takesChoice: false,
};

const actionName = (action: string): string => game.i18n.localize(`${I18N_ROOT}.Momentum.Tracker.Action.${action}`);

/** The weapons the holder has equipped: what a held Attack may shoot with. */
function equippedWeapons(actor: Actor.Implementation): PromptAttack[] {
  return actor.items.contents.flatMap((item) => {
    const weapon = momentumWeaponOf(item);
    return weapon?.data.equipped === true && weapon.id !== "" ? [{ itemId: weapon.id, name: weapon.name }] : [];
  });
}

interface Offered {
  readonly attacks: PromptAttack[];
  readonly attack: boolean;
  /** What the GM's line calls the held action: its name, or the held Ability's. */
  readonly name: string;
}

/**
 * What the prompt offers the holder: an attack with each weapon it has equipped for a held Attack, the Ability's own
 * card for a held Ability (still its own, held-ability.ts), the action itself for any other.
 */
function offeredWith(actor: Actor.Implementation, action: MomentumActionId, item: string): Offered | Refusal {
  const name = actionName(action);
  if (action === USE_ABILITY) {
    const ability = heldAbility(actor, item);
    const attacks = ability ? [{ itemId: ability.id, name: ability.name }] : [];
    return ability ? { attacks, attack: true, name: ability.name } : NO_HELD_ABILITY;
  }
  if (action !== "attack") return { attacks: [{ itemId: action, name }], attack: false, name };
  const weapons = equippedWeapons(actor);
  return weapons.length ? { attacks: weapons, attack: true, name } : { refused: `${REFUSAL}.noWeapon` };
}

/** GM: the holder's trigger happened on this turn; offer its owner the held action now. */
export async function offerHeldAction(holder: Combatant.Implementation): Promise<Refusal | undefined> {
  const data = momentumCombatantData(holder);
  const combat = holder.combat;
  const actor = momentumEconomyActor(holder, combat?.round ?? 0);
  const documentActor = holder.actor;
  if (!data || !actor || !documentActor || !combat || holder.id === null || combat.id === null) {
    return { refused: `${I18N_ROOT}.Query.refused.unsupported` };
  }
  const action = data.held.action;
  if (action === null) return { refused: `${REFUSAL}.noHeldAction` };
  const source = combat.combatant;
  if (!combat.started || combat.turn === null || !source?.id) return { refused: `${REFUSAL}.notYourTurn` };
  // Held on its turn for another's: on its own turn the holder simply acts.
  if (isOwnTurn(holder)) return { refused: `${REFUSAL}.heldOwnTurn` };
  const blocked = whyCannotSpendAP(actor);
  if (blocked) return momentumRefusal(blocked);
  // A held Switch Places asks its ally's owner, not the holder's (held-switch.ts).
  if (action === SWITCH_PLACES) return offerHeldSwitch(holder, data.held.ally);
  const offered = offeredWith(documentActor, action, data.held.item);
  if (isRefusal(offered)) return offered;
  const { attacks, attack, name } = offered;
  const prompt: ReactionPrompt = {
    reaction: HELD_REACTION,
    label: `${KEY}.label`,
    combatId: combat.id,
    sourceId: source.id,
    round: combat.round,
    turn: combat.turn,
    reactors: [{ combatantId: holder.id, attacks }],
    ...(attack ? {} : { act: true }),
  };
  const text = game.i18n.format(`${KEY}.triggered`, {
    name: documentActor.name,
    action: name,
    trigger: data.held.trigger,
  });
  await postReactionPrompt(prompt, text, documentActor);
  return undefined;
}

/** GM, once a held action fired: one line saying it was taken, and the metres a Move or Sprint gives now. */
export async function postHeldFired(
  holder: Combatant.Implementation,
  action: MomentumActionId,
  movementM: number,
): Promise<void> {
  const actor = holder.actor;
  if (!actor) return;
  const name = actor.name;
  const taken = game.i18n.format(`${KEY}.fired`, { name, action: actionName(action) });
  const moved = movementM > 0 ? game.i18n.format(`${KEY}.moveNow`, { metres: String(movementM) }) : "";
  await ChatMessage.create({
    content: `<p class="fray-action-line">${escapeText(moved ? `${taken} ${moved}` : taken)}</p>`,
    speaker: ChatMessage.getSpeaker({ actor }),
  });
}
