import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The hexagon's dependency rule is enforced by ESLint (eslint.config.js); these cases prove the
 * rule fires, so that loosening the configuration fails the build.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function violations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the dependency rule', () => {
  it.each([
    ["import { useState } from 'react';\nexport const x = useState;", /core is plain TypeScript/],
    ["import { makeAutoObservable } from 'mobx';\nexport const x = makeAutoObservable;", /core is plain TypeScript/],
    ["import { LocalAuth } from '../../adapters/local/local-auth.adapter';\nexport const x = LocalAuth;", /core imports only core/],
    ["import { App } from '../../src/app';\nexport const x = App;", /core imports only core/],
    ['export const now = () => Date.now();', /Clock/],
    ['export const wait = () => setTimeout(() => undefined, 5);', /Clock/],
    ["export const read = () => localStorage.getItem('x');", /KeyValueStorage/],
    ["export const get = () => fetch('/api');", /network/],
  ])('rejects in core: %s', async (code, message) => {
    expect(await violations('core/access/violation.ts', code)).toContainEqual(expect.stringMatching(message));
  });

  it('rejects an adapter import and the wall clock in ui', async () => {
    expect(
      await violations('ui/public/violation.tsx', "import { LocalAuth } from '../../adapters/local/local-auth.adapter';\nexport const x = LocalAuth;"),
    ).toContainEqual(expect.stringMatching(/ui never imports an adapter/));
    expect(await violations('ui/public/violation.tsx', 'export const now = Date.now();')).toContainEqual(expect.stringMatching(/Clock/));
  });

  it('rejects ui imports in adapters', async () => {
    expect(
      await violations('adapters/local/violation.ts', "import { AppShell } from '../../ui/shell/app-shell';\nexport const x = AppShell;"),
    ).toContainEqual(expect.stringMatching(/adapters import core/));
  });

  it('keeps the offline tutor free of devices and servers, so both composition roots can use it', async () => {
    for (const code of [
      "import { StoredDocument } from '../local/stored-document';\nexport const x = StoredDocument;",
      "import { ConsoleLogger } from '../browser/console-logger.adapter';\nexport const x = ConsoleLogger;",
      "import { createApp } from '../../server/app';\nexport const x = createApp;",
      "import { AppShell } from '../../ui/shell/app-shell';\nexport const x = AppShell;",
      "import { createContainer } from '../../src/container';\nexport const x = createContainer;",
    ]) {
      expect(await violations('adapters/tutor/violation.ts', code)).toContainEqual(expect.stringMatching(/offline tutor imports core/));
    }
    expect(await violations('adapters/tutor/fine.ts', "import { AppError } from '../../core/shared/app-error';\nexport const x = AppError;")).toEqual([]);
  });

  it('keeps the two composition roots apart', async () => {
    expect(
      await violations('server/violation.ts', "import { createContainer } from '../src/container';\nexport const x = createContainer;"),
    ).toContainEqual(expect.stringMatching(/never the browser app/));
    expect(
      await violations('src/violation.ts', "import { createApp } from '../server/app';\nexport const x = createApp;"),
    ).toContainEqual(expect.stringMatching(/never imports the server/));
    expect(await violations('server/fine.ts', "import { PLANS } from '../core/billing/plans';\nexport const x = PLANS;")).toEqual([]);
  });

  it('accepts core importing core, and adapters using the platform', async () => {
    expect(await violations('core/access/fine.ts', "import { AppError } from '../shared/app-error';\nexport const x = AppError;")).toEqual([]);
    expect(await violations('adapters/browser/fine.ts', 'export const now = () => Date.now();')).toEqual([]);
  });
});
