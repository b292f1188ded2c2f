import { describe, expect, it } from "vitest";
import { follow, nearestFirst } from "./follow";

const at = (s: number) => ({ x: s * 10, y: 0 });

describe("pieces keep who they are (the board animates a moved officer)", () => {
  it("a piece that stayed keeps its id; one that moved takes the id of its type that left", () => {
    let n = 0;
    const first = follow(new Map(), [{ space: 1, type: "County" }, { space: 5, type: "Swat" }], at, () => n++);
    expect(first.ids).toEqual([0, 1]);
    // The Swat officer moves from space 5 to space 6; the County officer stays.
    const second = follow(first.memory, [{ space: 1, type: "County" }, { space: 6, type: "Swat" }], at, () => n++);
    expect(second.ids).toEqual([0, 1]);
    expect(n).toBe(2);
  });

  it("never gives a piece the id of another type, and takes the nearest that left", () => {
    let n = 10;
    const a = follow(new Map(), [{ space: 1, type: "County" }, { space: 9, type: "County" }, { space: 4, type: "Fed" }], at, () => n++);
    // Both Counties move: 1 -> 2 and 9 -> 8; the Fed leaves the board; a Swat arrives.
    const b = follow(a.memory, [{ space: 8, type: "County" }, { space: 2, type: "County" }, { space: 3, type: "Swat" }], at, () => n++);
    expect(b.ids).toEqual([a.ids[1], a.ids[0], 13]);
  });
});

describe("a pawn's way", () => {
  it("goes through the avoided spaces nearest first", () => {
    expect(nearestFirst({ x: 0, y: 0 }, [5, 1, 3], at)).toEqual([at(1), at(3), at(5)]);
    expect(nearestFirst({ x: 0, y: 0 }, [], at)).toEqual([]);
  });
});
