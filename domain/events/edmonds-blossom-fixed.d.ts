/**
 * Types for edmonds-blossom-fixed, which ships none: Joris van Rantwijk's maximum-weight matching
 * (Edmonds' blossom algorithm, O(n³)) ported to JavaScript. Used only by pairing-matching.ts.
 */
declare module 'edmonds-blossom-fixed' {
  /**
   * `edges`: `[i, j, weight]` with vertices numbered from 0. Returns `mate`, where `mate[v]` is
   * the vertex matched to v, or -1. With `maxCardinality` the matching is of maximum size first,
   * of maximum weight among those.
   */
  export default function blossom(
    edges: readonly (readonly [number, number, number])[],
    maxCardinality?: boolean,
  ): number[];
}
