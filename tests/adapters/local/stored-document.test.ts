import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { StoredDocument } from '../../../adapters/local/stored-document';
import { AppError } from '../../../core/shared/app-error';
import { STORAGE_MESSAGES } from '../../../core/shared/messages';
import { MemoryStorage } from '../../fakes/memory-storage';
import { RecordingLogger } from '../../fakes/recording-logger';

const KEY = 'nyayapath.local.db.people';
const person = z.object({ id: z.string().min(1), age: z.number() });
const tables = z.object({ people: z.array(person), notes: z.array(z.string()) });

function setUp(initial: Record<string, string> = {}) {
  const storage = new MemoryStorage(initial);
  const logger = new RecordingLogger();
  const people = new StoredDocument(storage, 'db.people', z.array(person), logger);
  return { storage, logger, people };
}

/** What was set aside: every `<key>.recovered.<timestamp>` value, parsed where it is JSON. */
function recovered(storage: MemoryStorage, key = KEY): string[] {
  return [...storage.values.entries()].filter(([name]) => name.startsWith(`${key}.recovered.`)).map(([, value]) => value);
}

describe('StoredDocument, when some of what is stored cannot be read', () => {
  it('keeps the valid records and sets the invalid one aside, with a warning', () => {
    const stored = JSON.stringify([{ id: 'a', age: 20 }, { id: 'b', age: 'twenty' }, { id: 'c', age: 22 }]);
    const { storage, logger, people } = setUp({ [KEY]: stored });

    expect(people.read()).toEqual([{ id: 'a', age: 20 }, { id: 'c', age: 22 }]);
    expect(recovered(storage).map((value) => JSON.parse(value) as unknown)).toEqual([[{ id: 'b', age: 'twenty' }]]);
    expect(Object.keys(Object.fromEntries(storage.values))).toContainEqual(expect.stringMatching(/^nyayapath\.local\.db\.people\.recovered\.\d+/));
    expect(logger.entries.filter((entry) => entry.level === 'warn')).toHaveLength(1);
  });

  it('writes after a partial read keep every valid record, and the set-aside record stays', () => {
    const { storage, people } = setUp({ [KEY]: JSON.stringify([{ id: 'a', age: 20 }, { id: '', age: 1 }]) });
    people.write([...(people.read() ?? []), { id: 'd', age: 30 }]);
    expect(JSON.parse(storage.get(KEY)!)).toEqual([{ id: 'a', age: 20 }, { id: 'd', age: 30 }]);
    expect(recovered(storage).map((value) => JSON.parse(value) as unknown)).toEqual([[{ id: '', age: 1 }]]);
  });

  it('moves a document that is not even JSON aside before anything replaces it', () => {
    const { storage, people } = setUp({ [KEY]: '[{"id":"a","age":20},{"id"' });
    expect(people.read()).toBeNull();
    people.write([{ id: 'z', age: 40 }]);
    expect(recovered(storage)).toEqual(['[{"id":"a","age":20},{"id"']);
    expect(JSON.parse(storage.get(KEY)!)).toEqual([{ id: 'z', age: 40 }]);
  });

  it('sets a document aside only once however often it is read', () => {
    const { storage, people } = setUp({ [KEY]: 'garbage' });
    people.read();
    people.read();
    expect(recovered(storage)).toEqual(['garbage']);
  });

  it('refuses to overwrite what it could neither read nor set aside, and reports the failed write', () => {
    // A full device: the set-aside copy does not fit, although a smaller new document would.
    class NoRoomToSetAside extends MemoryStorage {
      full = true;
      override set(key: string, value: string): void {
        if (this.full && key.includes('.recovered.')) throw new AppError('storage', STORAGE_MESSAGES.deviceFull);
        super.set(key, value);
      }
    }
    const storage = new NoRoomToSetAside({ [KEY]: 'garbage that must survive' });
    const people = new StoredDocument(storage, 'db.people', z.array(person), new RecordingLogger());
    expect(people.read()).toBeNull();
    expect(() => people.write([{ id: 'z', age: 40 }])).toThrow(STORAGE_MESSAGES.deviceFull);
    expect(storage.get(KEY)).toBe('garbage that must survive');
    // Once there is room to set it aside, the document can be written again.
    storage.full = false;
    people.write([{ id: 'z', age: 40 }]);
    expect(recovered(storage)).toEqual(['garbage that must survive']);
    expect(JSON.parse(storage.get(KEY)!)).toEqual([{ id: 'z', age: 40 }]);
  });

  it('never loses records another tab wrote after this one read: a write sets aside what it cannot read again', () => {
    const { storage, people } = setUp({ [KEY]: JSON.stringify([{ id: 'a', age: 20 }]) });
    people.read();
    storage.values.set(KEY, '{corrupted by another tab');
    people.write([{ id: 'a', age: 21 }]);
    expect(recovered(storage)).toEqual(['{corrupted by another tab']);
  });

  it('salvages each table of a document of tables on its own', () => {
    const storage = new MemoryStorage({
      'nyayapath.local.backend': JSON.stringify({ people: [{ id: 'a', age: 1 }, { id: 'b' }], notes: ['kept', 7] }),
    });
    const document = new StoredDocument(storage, 'backend', tables, new RecordingLogger());
    expect(document.read()).toEqual({ people: [{ id: 'a', age: 1 }], notes: ['kept'] });
    expect(recovered(storage, 'nyayapath.local.backend').map((value) => JSON.parse(value) as unknown)).toEqual([{ people: [{ id: 'b' }], notes: [7] }]);
  });

  it('reads a missing table of an older document as empty, setting nothing aside', () => {
    const storage = new MemoryStorage({ 'nyayapath.local.backend': JSON.stringify({ people: [{ id: 'a', age: 1 }] }) });
    const document = new StoredDocument(storage, 'backend', tables, new RecordingLogger());
    expect(document.read()).toEqual({ people: [{ id: 'a', age: 1 }], notes: [] });
    expect(recovered(storage, 'nyayapath.local.backend')).toEqual([]);
  });

  it('decodes another tab’s value without side effects', () => {
    const { storage, people } = setUp();
    expect(people.decode(JSON.stringify([{ id: 'a', age: 1 }, { id: 'b' }]))).toEqual([{ id: 'a', age: 1 }]);
    expect(people.decode('nonsense')).toBeNull();
    expect(storage.values.size).toBe(0);
  });
});

describe('StoredDocument, on the text it wrote itself', () => {
  it('reads and rewrites its own last text without checking it against the schema again, and checks any other text', () => {
    const schema = z.array(person);
    let checks = 0;
    const counted = new Proxy(schema, {
      get(target, property, receiver) {
        if (property === 'safeParse') return (value: unknown) => ((checks += 1), target.safeParse(value));
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const storage = new MemoryStorage({ [KEY]: JSON.stringify([{ id: 'a', age: 20 }]) });
    const people = new StoredDocument(storage, 'db.people', counted, new RecordingLogger());

    expect(people.read()).toEqual([{ id: 'a', age: 20 }]);
    people.write([{ id: 'a', age: 21 }]);
    const beforeOwnText = checks;
    for (let age = 22; age < 30; age += 1) {
      expect(people.read()).toEqual([{ id: 'a', age: age - 1 }]);
      people.write([{ id: 'a', age }]);
    }
    expect(checks).toBe(beforeOwnText);

    // Another tab writes: its text is checked, and a record it got wrong is set aside, not read.
    storage.values.set(KEY, JSON.stringify([{ id: 'a', age: 29 }, { id: 'b', age: 'old' }]));
    expect(people.read()).toEqual([{ id: 'a', age: 29 }]);
    expect(checks).toBeGreaterThan(beforeOwnText);
    expect(recovered(storage).map((value) => JSON.parse(value) as unknown)).toEqual([[{ id: 'b', age: 'old' }]]);
  });
});
