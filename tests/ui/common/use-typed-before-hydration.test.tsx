import { act, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTypedBeforeHydration } from '../../../ui/common/use-typed-before-hydration';

type Fields = { email: string; message: string };

/** A controlled form like the sign-in and contact forms, reporting the state it would send. */
function Form({ onState }: { onState: (fields: Fields) => void }) {
  const [fields, setFields] = useState<Fields>({ email: '', message: '' });
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (name, value) => {
    if (name in fields) setFields((current) => ({ ...current, [name]: value }));
  });
  onState(fields);
  return (
    <form ref={form}>
      <input name="email" value={fields.email} onChange={(event) => setFields({ ...fields, email: event.target.value })} />
      <textarea name="message" value={fields.message} onChange={(event) => setFields({ ...fields, message: event.target.value })} />
      <input value="" readOnly aria-label="unnamed" />
    </form>
  );
}

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => {
  delete actEnvironment.IS_REACT_ACT_ENVIRONMENT;
});
afterEach(() => document.body.replaceChildren());

describe('useTypedBeforeHydration', () => {
  it('hands what was typed into the prerendered fields to the form once hydrated, and keeps it on screen', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form onState={() => undefined} />);
    document.body.append(container);
    // The student types before the code has arrived.
    container.querySelector('input')!.value = 'asha@example.com';
    container.querySelector('textarea')!.value = 'When is the next mock?';

    let sent: Fields = { email: '', message: '' };
    await act(async () => {
      hydrateRoot(container, <Form onState={(fields) => (sent = fields)} />);
    });

    expect(sent).toEqual({ email: 'asha@example.com', message: 'When is the next mock?' });
    expect(container.querySelector('input')!.value).toBe('asha@example.com');
    expect(container.querySelector('textarea')!.value).toBe('When is the next mock?');
  });

  it('leaves the form as it is when nothing was typed', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form onState={() => undefined} />);
    document.body.append(container);
    let sent: Fields | undefined;
    let renders = 0;
    await act(async () => {
      hydrateRoot(
        container,
        <Form
          onState={(fields) => {
            sent = fields;
            renders += 1;
          }}
        />,
      );
    });
    expect(sent).toEqual({ email: '', message: '' });
    // StrictMode is off here: one render, no second one for an adopted value.
    expect(renders).toBe(1);
  });
});
