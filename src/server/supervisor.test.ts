import { describe, expect, it } from 'vitest';
import { restartPause, supervisorEnv } from './supervisor.js';

describe('restartPause', () => {
  it('waits longer each time workers keep dying, up to 10 s', () => {
    const pauses: number[] = [];
    let pause: number | undefined;
    for (let i = 0; i < 10; i++) {
      pause = restartPause(pause, 500);
      pauses.push(pause);
    }
    expect(pauses).toEqual([100, 200, 400, 800, 1600, 3200, 6400, 10_000, 10_000, 10_000]);
  });

  it('starts again from 0.1 s once a worker has served a minute', () => {
    expect(restartPause(10_000, 60_000)).toBe(100);
    expect(restartPause(10_000, 59_000)).toBe(10_000);
  });
});

describe('supervisorEnv', () => {
  it('reads where the data is and how many workers, leaving validation to the process that serves', () => {
    expect(supervisorEnv({ DATABASE_URL: 'postgres://db/hris', WEB_CONCURRENCY: '3', PORT: '8080' })).toEqual(
      {
        databaseUrl: 'postgres://db/hris',
        webConcurrency: 3,
        port: '8080',
      },
    );
    // Unset or unusable: one worker (env.ts then refuses what is unusable, with the reason).
    expect(supervisorEnv({ DATABASE_URL: '', WEB_CONCURRENCY: 'many' })).toEqual({
      databaseUrl: undefined,
      webConcurrency: 1,
      port: '3000',
    });
  });
});
