/**
 * Token footprints on a square scene, in pixels, for the moves the rules make (a push, a pull, a teleport): a token's
 * box where it stands or would stand, whether two boxes overlap (a space "already occupied"), and the one-square step
 * straight away from another token (the sign of each axis between the two centres, so a diagonal neighbour is moved
 * diagonally: "1 m of movement allows you to move to a space that is next to you, even if it is diagonal").
 */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

type Point = { readonly x: number; readonly y: number };

export function boxOf(token: TokenDocument.Implementation, size: number, at: Point = token): Box {
  return { x: at.x, y: at.y, w: (token.width ?? 1) * size, h: (token.height ?? 1) * size };
}

export const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

export const centre = (b: Box): Point => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 });

/** One square straight away from `from` (the sign of each axis between the two); none when they share it. */
export function awayFrom(from: TokenDocument.Implementation, token: TokenDocument.Implementation, size: number) {
  const dx = Math.sign(Math.round((centre(boxOf(token, size)).x - centre(boxOf(from, size)).x) / size));
  const dy = Math.sign(Math.round((centre(boxOf(token, size)).y - centre(boxOf(from, size)).y) / size));
  return dx === 0 && dy === 0 ? undefined : { dx, dy };
}

/** Another token of the scene whose footprint overlaps `box`, but for the tokens `except`. */
export function occupantOf(
  scene: Scene.Implementation,
  box: Box,
  size: number,
  except: readonly (string | null)[],
): TokenDocument.Implementation | undefined {
  return scene.tokens.contents.find((t) => !except.includes(t.id) && overlaps(boxOf(t, size), box));
}
