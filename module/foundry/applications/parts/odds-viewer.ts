/**
 * Whether the user of this client may see hit chances, and the target's defense they are read against. One switch
 * for every place outside the attack card that shows them (the sheets' attack buttons, the roll dialog), read inside
 * the shared helpers that build those (`sheets/attacks-frame.ts`, `roll-dialog/context.ts`), so no room passes it
 * and a new room's sheet obeys it as soon as it uses them. Pure: Foundry's reading is installed at `init`
 * (`config/automation.ts`: the GM always, a player when the world's "Show hit chances to players" is on) and read
 * at each render, so a change of the setting or of the user applies at the next one. A context built outside
 * Foundry (the browser tests' pages) has no world setting to hide them and shows them.
 */

let seesOdds: () => boolean = () => true;

/** Foundry's reading of the switch, installed once at `init`. */
export function installOddsViewer(read: () => boolean): void {
  seesOdds = read;
}

/** May this client's user see hit chances now? */
export function viewerSeesOdds(): boolean {
  return seesOdds();
}
