import { describe, expect, it } from 'vitest';
import { StatusCache } from '../../server/stores/status-cache';

/** A read the test finishes by hand, counting how often the database was asked. */
function database() {
  const pending: ((value: string) => void)[] = [];
  let reads = 0;
  return {
    get reads() {
      return reads;
    },
    load: () => {
      reads += 1;
      return new Promise<string>((resolve) => pending.push(resolve));
    },
    answer: (value: string) => pending.shift()!(value),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the status cache', () => {
  it('keeps nothing while the change feed is down', async () => {
    let value = 'free';
    const cache = new StatusCache<string>(() => 0);
    expect(await cache.read('asha', async () => value)).toBe('free');
    value = 'upgraded';
    expect(await cache.read('asha', async () => value)).toBe('upgraded');
  });

  it('answers from its copy while live, and reads again once the student is forgotten', async () => {
    let value = 'free';
    let reads = 0;
    const load = async () => {
      reads += 1;
      return value;
    };
    const cache = new StatusCache<string>(() => 0);
    cache.goLive();
    expect(await cache.read('asha', load)).toBe('free');
    await settle();
    value = 'upgraded';
    expect(await cache.read('asha', load)).toBe('free');
    expect(reads).toBe(1);
    cache.forget('asha');
    expect(await cache.read('asha', load)).toBe('upgraded');
    expect(reads).toBe(2);
  });

  it('shares one read between students asking at once', async () => {
    const db = database();
    const cache = new StatusCache<string>(() => 0);
    cache.goLive();
    const replies = Promise.all([cache.read('asha', db.load), cache.read('asha', db.load), cache.read('asha', db.load)]);
    db.answer('free');
    expect(await replies).toEqual(['free', 'free', 'free']);
    expect(db.reads).toBe(1);
  });

  it('does not keep a read that was running when a change was announced', async () => {
    const db = database();
    const cache = new StatusCache<string>(() => 0);
    cache.goLive();
    const before = cache.read('asha', db.load);
    cache.forget('asha');
    // A read after the change does not join the one that may have seen the state before it.
    const after = cache.read('asha', db.load);
    expect(db.reads).toBe(2);
    db.answer('free');
    db.answer('upgraded');
    expect(await before).toBe('free');
    expect(await after).toBe('upgraded');
    await settle();
    expect(await cache.read('asha', db.load)).toBe('upgraded');
    expect(db.reads).toBe(2);
  });

  it('forgets everything when the feed is lost, and keeps nothing a read brings back meanwhile', async () => {
    const db = database();
    const cache = new StatusCache<string>(() => 0);
    cache.goLive();
    const running = cache.read('asha', db.load);
    cache.goDark();
    db.answer('free');
    await running;
    await settle();
    cache.goLive();
    const again = cache.read('asha', db.load);
    expect(db.reads).toBe(2);
    db.answer('upgraded');
    expect(await again).toBe('upgraded');
  });

  it('reads again once a copy is older than its time to live', async () => {
    let now = 0;
    let reads = 0;
    const cache = new StatusCache<number>(() => now, { ttlMs: 1_000 });
    cache.goLive();
    const load = async () => ++reads;
    expect(await cache.read('asha', load)).toBe(1);
    await settle();
    now = 999;
    expect(await cache.read('asha', load)).toBe(1);
    now = 1_000;
    expect(await cache.read('asha', load)).toBe(2);
  });

  it('drops the oldest copy when full', async () => {
    let reads = 0;
    const cache = new StatusCache<string>(() => 0, { maxEntries: 2 });
    cache.goLive();
    const load = (name: string) => async () => {
      reads += 1;
      return name;
    };
    for (const name of ['asha', 'ravi', 'meera']) {
      await cache.read(name, load(name));
      await settle();
    }
    expect(reads).toBe(3);
    await cache.read('meera', load('meera'));
    await cache.read('ravi', load('ravi'));
    expect(reads).toBe(3);
    await cache.read('asha', load('asha'));
    expect(reads).toBe(4);
  });

  it('passes a failed read on and keeps nothing of it', async () => {
    const cache = new StatusCache<string>(() => 0);
    cache.goLive();
    await expect(cache.read('asha', async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.read('asha', async () => 'free')).toBe('free');
  });
});
