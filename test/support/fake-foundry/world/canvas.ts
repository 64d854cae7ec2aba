/**
 * The v13 canvas as far as Fray draws on it: `canvas.tokens` (`controlled`, `placeables`), Token placeables (a PIXI
 * container: `children`, `addChild`, `removeChild`; `x`/`y` from the document, `w`/`h` its size in pixels, `name`,
 * `actor`, `document`), a `PIXI.Graphics` that records every drawing call in order (chained, as PIXI 7's return
 * `this`) and leaves its parent on `destroy()`, and the `WallDocument` and `Scene` classes the config hooks test
 * against. Installed by `installFakeCanvas()` in the tests that need it.
 */
import { FakeScene, FakeWallDocument, type FakeTokenDocument } from "./scene.ts";

export interface DrawCall {
  readonly method: string;
  readonly args: readonly unknown[];
}

interface Child {
  parent: FakeCanvasToken | null;
  name: string | null;
}

export class FakeGraphics implements Child {
  name: string | null = null;
  parent: FakeCanvasToken | null = null;
  destroyed = false;
  /** Every drawing call since the last `clear()`, and the clears counted. */
  calls: DrawCall[] = [];
  clears = 0;

  private record(method: string, args: unknown[]): this {
    this.calls.push({ method, args });
    return this;
  }
  clear(): this {
    this.calls = [];
    this.clears++;
    return this;
  }
  beginFill(...args: unknown[]): this {
    return this.record("beginFill", args);
  }
  lineStyle(...args: unknown[]): this {
    return this.record("lineStyle", args);
  }
  drawPolygon(...args: unknown[]): this {
    return this.record("drawPolygon", args);
  }
  endFill(): this {
    return this.record("endFill", []);
  }
  /** PIXI 7 `DisplayObject#destroy`: removed from its parent. */
  destroy(): void {
    this.destroyed = true;
    this.parent?.removeChild(this);
  }
}

export class FakeCanvasToken {
  readonly children: Child[] = [];

  constructor(
    readonly document: FakeTokenDocument,
    readonly actor: unknown,
    readonly name: string,
  ) {}

  get id(): string {
    return this.document.id;
  }
  get x(): number {
    return this.document.x;
  }
  get y(): number {
    return this.document.y;
  }
  get w(): number {
    return this.document.width * this.document.parent.grid.size;
  }
  get h(): number {
    return this.document.height * this.document.parent.grid.size;
  }

  addChild<T extends Child>(child: T): T {
    child.parent?.removeChild(child);
    child.parent = this;
    this.children.push(child);
    return child;
  }
  removeChild(child: Child): void {
    const i = this.children.indexOf(child);
    if (i >= 0) this.children.splice(i, 1);
    child.parent = null;
  }
}

export interface FakeCanvas {
  tokens: { controlled: FakeCanvasToken[]; placeables: FakeCanvasToken[] };
}

/** Installs `canvas`, `PIXI`, `WallDocument` and `Scene` as globals, and returns the canvas. */
export function installFakeCanvas(): FakeCanvas {
  const canvas: FakeCanvas = { tokens: { controlled: [], placeables: [] } };
  Object.assign(globalThis, {
    canvas,
    PIXI: { Graphics: FakeGraphics },
    WallDocument: FakeWallDocument,
    Scene: FakeScene,
  });
  return canvas;
}
