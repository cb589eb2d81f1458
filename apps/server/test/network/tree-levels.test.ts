import { describe, expect, it } from 'vitest';
import { TREE_NODE_BUDGET, treeLevelsWithinBudget } from '../../src/features/network/tree-levels';

const counts = (...perLevel: number[]) => new Map(perLevel.map((n, i) => [i + 1, n]));

describe('treeLevelsWithinBudget', () => {
  it('carries whole levels while their sum fits the budget', () => {
    expect(treeLevelsWithinBudget(counts(3, 5, 9), 15, 8)).toEqual({ depth: 2, nodeLimit: 8 });
    expect(treeLevelsWithinBudget(counts(3, 5, 9), 15, 17)).toEqual({ depth: 3, nodeLimit: 17 });
    expect(treeLevelsWithinBudget(counts(3, 5, 9), 15, 16)).toEqual({ depth: 2, nodeLimit: 8 });
  });

  it('never goes below the chosen maximum level', () => {
    expect(treeLevelsWithinBudget(counts(1, 1, 1, 1), 2, 100)).toEqual({ depth: 2, nodeLimit: 2 });
  });

  it('stops where the network ends', () => {
    expect(treeLevelsWithinBudget(counts(2, 0, 4), 15, 100)).toEqual({ depth: 1, nodeLimit: 2 });
    expect(treeLevelsWithinBudget(new Map(), 15, 100)).toEqual({ depth: 0, nodeLimit: 0 });
  });

  it('cuts a first level larger than the budget to the budget', () => {
    expect(treeLevelsWithinBudget(counts(50, 1), 15, 10)).toEqual({ depth: 1, nodeLimit: 10 });
  });

  it('has a default budget of about 2,000 nodes', () => {
    expect(TREE_NODE_BUDGET).toBe(2000);
    expect(treeLevelsWithinBudget(counts(1000, 1000, 1), 15)).toEqual({ depth: 2, nodeLimit: 2000 });
  });
});
