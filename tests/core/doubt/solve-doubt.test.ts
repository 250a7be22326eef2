import { describe, expect, it } from 'vitest';
import type { DoubtResponse } from '../../../core/doubt/doubt.model';
import { SolveDoubt } from '../../../core/doubt/solve-doubt.use-case';
import { AppError } from '../../../core/shared/app-error';
import { accessKit } from '../../fakes/access-kit';
import { FakeAiHost } from '../../fakes/fake-ai-host';
import { ScriptedOcr } from '../../fakes/scripted-ocr';

const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (size = 1024) => new Blob([new Uint8Array(PNG_HEADER), new Uint8Array(size - PNG_HEADER.length)], { type: 'image/png' });
const solved: DoubtResponse = {
  success: true,
  questions: [
    { id: 'q1', questionText: 'What is 20% of 150?', finalAnswerText: '30', steps: [], workedSolution: '0.2 × 150 = 30', optionExplanations: {} },
  ],
};

function setup() {
  const kit = accessKit();
  const aiHost = new FakeAiHost();
  aiHost.doubt = solved;
  const ocr = new ScriptedOcr();
  return { kit, aiHost, ocr, solve: new SolveDoubt(kit.gate, ocr, aiHost, kit.clock, kit.logger) };
}

describe('SolveDoubt', () => {
  it('reads the image, sends the text and the bare base64, reports progress and counts the use', async () => {
    const { kit, aiHost, solve } = setup();
    const progress: number[] = [];
    const result = await solve.execute({ image: png(), imageDataUrl: 'data:image/png;base64,iVBORw0K', onProgress: (p) => progress.push(p) });
    expect(result).toEqual({ ok: true, value: { questionText: 'What is 20% of 150?', response: solved } });
    expect(aiHost.doubtRequests).toEqual([
      { inputType: 'image', content: 'What is 20% of 150?', text: 'What is 20% of 150?', imageBase64: 'iVBORw0K' },
    ]);
    expect(progress).toEqual([0.5, 1]);
    expect(kit.ledger.read(kit.email).aiDoubtSolver).toBe(1);
  });

  it('refuses a decompression bomb, a 300-byte PNG declaring 20000x20000 pixels, before reading it', async () => {
    const { aiHost, ocr, solve } = setup();
    let read = 0;
    ocr.recognize = async () => {
      read += 1;
      return 'text';
    };
    const ihdr = [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0x4e, 0x20, 0, 0, 0x4e, 0x20, 8, 6, 0, 0, 0];
    const bomb = new Blob([new Uint8Array([...PNG_HEADER, ...ihdr]), new Uint8Array(271)], { type: 'image/png' });
    expect(await solve.execute({ image: bomb, imageDataUrl: 'data:image/png;base64,AAAA' })).toMatchObject({
      ok: false,
      error: { code: 'validation', message: expect.stringMatching(/megapixels/) },
    });
    expect(read).toBe(0);
    expect(aiHost.doubtRequests).toEqual([]);
  });

  it('rejects an image over 5 MB and a file that is not an image', async () => {
    const { aiHost, solve } = setup();
    expect(await solve.execute({ image: png(5 * 1024 * 1024 + 1), imageDataUrl: '' })).toMatchObject({
      ok: false,
      error: { message: 'Image must be smaller than 5MB' },
    });
    const pdf = new Blob(['%PDF-1.7 a timetable'], { type: 'application/pdf' });
    expect(await solve.execute({ image: pdf, imageDataUrl: '' })).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(aiHost.doubtRequests).toEqual([]);
  });

  it('says so when no text was found, or OCR failed, without counting a use', async () => {
    const { kit, ocr, solve } = setup();
    ocr.text = '  ';
    expect(await solve.execute({ image: png(), imageDataUrl: '' })).toMatchObject({
      ok: false,
      error: { title: 'No text found', message: 'Could not extract text from the image. Please try a clearer photo.' },
    });
    ocr.text = new Error('worker crashed');
    expect(await solve.execute({ image: png(), imageDataUrl: '' })).toMatchObject({
      ok: false,
      error: { title: 'OCR Error', message: 'Failed to extract text from image. Please try again.' },
    });
    expect(kit.ledger.read(kit.email).aiDoubtSolver).toBe(0);
  });

  it('times out after 45 seconds', async () => {
    const { kit, aiHost, solve } = setup();
    aiHost.doubt = () => new Promise<DoubtResponse>(() => undefined);
    const pending = solve.execute({ image: png(), imageDataUrl: '' });
    await kit.clock.advance(44_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await kit.clock.advance(1);
    expect(await pending).toMatchObject({ ok: false, error: { code: 'timeout', message: 'Request timed out. Please try again.' } });
    expect(kit.ledger.read(kit.email).aiDoubtSolver).toBe(0);
  });

  it('passes host errors on with their message, or the fallback', async () => {
    const { aiHost, solve } = setup();
    aiHost.doubt = new AppError('http', 'Solve doubt API error: 502 Bad Gateway');
    expect(await solve.execute({ image: png(), imageDataUrl: '' })).toMatchObject({
      ok: false,
      error: { message: 'Solve doubt API error: 502 Bad Gateway' },
    });
    aiHost.doubt = new AppError('unknown', '');
    expect(await solve.execute({ image: png(), imageDataUrl: '' })).toMatchObject({
      ok: false,
      error: { message: 'Failed to solve question. Please try again.' },
    });
  });

  it('solves a typed question without OCR, refusing an empty or overlong one', async () => {
    const { kit, aiHost, solve } = setup();
    expect(await solve.executeText('   ')).toMatchObject({ ok: false, error: { code: 'validation', message: 'Please type your question' } });
    expect(await solve.executeText('x'.repeat(4_001))).toMatchObject({ ok: false, error: { message: 'Please keep the question under 4,000 characters' } });
    const result = await solve.executeText('  What is 20% of 150?  ');
    expect(result).toEqual({ ok: true, value: { questionText: 'What is 20% of 150?', response: solved } });
    expect(aiHost.doubtRequests).toEqual([{ inputType: 'text', content: 'What is 20% of 150?', text: 'What is 20% of 150?' }]);
    expect(kit.ledger.read(kit.email).aiDoubtSolver).toBe(1);
  });

  it('counts no use for an approach, a decline or an empty reply', async () => {
    const { kit, aiHost, solve } = setup();
    for (const reply of [{ ...solved, answered: false }, { success: false, questions: [], explanation: 'No question text to solve.' }, { success: true, questions: [] }]) {
      aiHost.doubt = reply;
      expect((await solve.executeText('What is 20% of 150?')).ok).toBe(true);
    }
    expect(kit.ledger.read(kit.email).aiDoubtSolver).toBe(0);
  });
});
