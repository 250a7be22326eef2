import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../fakes/fake-clock';
import { MemoryStorage } from '../../fakes/memory-storage';

// The shared fakes are used by every layer's tests, so they are tested here too.
describe('FakeClock', () => {
  it('starts where told and moves only when advanced', async () => {
    const clock = new FakeClock(1_000);
    expect(clock.now()).toBe(1_000);
    await clock.advance(500);
    expect(clock.now()).toBe(1_500);
  });

  it('wakes sleepers in wake-up order, each at its own time, once time reaches them', async () => {
    const clock = new FakeClock(0);
    const woke: string[] = [];
    const nap = (name: string, ms: number) => void clock.sleep(ms).then(() => woke.push(`${name}@${clock.now()}`));
    nap('late', 300);
    nap('early', 100);
    nap('tie', 100);

    await clock.advance(99);
    expect(woke).toEqual([]);
    await clock.advance(250);
    expect(woke).toEqual(['early@100', 'tie@100', 'late@300']);
    expect(clock.now()).toBe(349);
  });

  it('runs a sleeping loop once per interval within one advance', async () => {
    const clock = new FakeClock(0);
    const ticks: number[] = [];
    let running = true;
    void (async () => {
      while (running) {
        await clock.sleep(30);
        await Promise.resolve();
        ticks.push(clock.now());
      }
    })();
    await clock.advance(100);
    expect(ticks).toEqual([30, 60, 90]);
    running = false;
    await clock.advance(30);
    expect(clock.pendingSleeps).toBe(0);
  });
});

describe('MemoryStorage', () => {
  it('stores strings, and on request refuses writes without changing anything', () => {
    const storage = new MemoryStorage({ a: '1' });
    storage.set('b', '2');
    expect([storage.get('a'), storage.get('b'), storage.get('c')]).toEqual(['1', '2', null]);
    storage.failWrites = true;
    expect(() => storage.set('a', 'changed')).toThrow(expect.objectContaining({ name: 'AppError', code: 'storage' }));
    expect(storage.get('a')).toBe('1');
    storage.remove('a');
    expect(storage.get('a')).toBeNull();
  });
});
