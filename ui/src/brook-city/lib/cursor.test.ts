// The board's keyboard cursor (issue 31 §8): arrows step a space and stop at the edges.
import { describe, it, expect } from "vitest";
import { movesCursor, startCursor, stepCursor } from "./cursor";

const grid = { width: 24, height: 16 };

describe("the board's keyboard cursor", () => {
  it("steps one space with each arrow", () => {
    expect(stepCursor(25, "ArrowRight", grid, [])).toBe(26);
    expect(stepCursor(25, "ArrowLeft", grid, [])).toBe(24);
    expect(stepCursor(25, "ArrowUp", grid, [])).toBe(1);
    expect(stepCursor(25, "ArrowDown", grid, [])).toBe(49);
  });

  it("stops at the board's edges", () => {
    expect(stepCursor(0, "ArrowLeft", grid, [])).toBe(0);
    expect(stepCursor(0, "ArrowUp", grid, [])).toBe(0);
    expect(stepCursor(23, "ArrowRight", grid, [])).toBe(23);
    expect(stepCursor(24 * 16 - 1, "ArrowDown", grid, [])).toBe(24 * 16 - 1);
  });

  it("jumps to the first and last space the decision can pick", () => {
    expect(stepCursor(5, "Home", grid, [90, 40, 70])).toBe(40);
    expect(stepCursor(5, "End", grid, [90, 40, 70])).toBe(90);
    expect(stepCursor(5, "End", grid, [])).toBe(5);
    expect(movesCursor("Enter")).toBe(false);
    expect(movesCursor("ArrowUp")).toBe(true);
  });

  it("starts on the space picked, else the first pickable, else the cop's", () => {
    expect(startCursor(7, [3], 9)).toBe(7);
    expect(startCursor(null, [30, 3], 9)).toBe(3);
    expect(startCursor(null, [], 9)).toBe(9);
    expect(startCursor(null, [], null)).toBe(0);
  });
});
