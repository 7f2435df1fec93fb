/** Memory given back after a burst (`memory.ts`, decision 027): the young generation a burst grew shrinks again. */
import v8 from 'node:v8';
import { describe, expect, it } from 'vitest';
import { giveBackMemory, giveMemoryBackAfterBursts } from './memory.js';

const youngMb = () =>
  v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')!.space_size / 1048576;

describe('giveBackMemory', () => {
  it('does nothing until the server turns it on, then shrinks the young generation a burst grew', () => {
    const burst = () => {
      let kept: unknown[] = [];
      for (let i = 0; i < 200_000; i++) {
        kept.push({ i, text: `row ${i}` });
        if (kept.length > 20_000) kept = [];
      }
      return kept.length;
    };
    burst();
    const grown = youngMb();
    giveBackMemory();
    expect(youngMb()).toBe(grown);
    giveMemoryBackAfterBursts();
    giveBackMemory();
    expect(youngMb()).toBeLessThan(grown);
  });
});
