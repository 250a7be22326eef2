import type { Locator, Page } from 'playwright-core';

/** The AI tools' overlays on the main dashboard, and a photographed question to give the doubt solver. */
export async function openTool(page: Page, title: string) {
  await page.getByRole('button', { name: `Open ${title}` }).click();
  const overlay = page.getByRole('dialog', { name: title });
  await overlay.waitFor();
  return overlay;
}

export async function closeTool(page: Page, title: string) {
  await page.getByRole('button', { name: `Close ${title}` }).click();
  await page.getByRole('dialog', { name: title }).waitFor({ state: 'hidden' });
}

/** Chooses `option` in the open overlay's drop-down labelled `label`. */
export async function pick(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Opens the Question Maker and generates a set of five on `section`'s `topic`; returns the overlay. */
export async function makePracticeSet(page: Page, section: string, topic: string) {
  const overlay = await openTool(page, 'Question Maker');
  await pick(page, 'Section', section);
  await pick(page, 'Topic', topic);
  await overlay.getByRole('button', { name: 'Generate Questions' }).click();
  await overlay.getByText('Q5.', { exact: false }).waitFor();
  return overlay;
}

/** Answers each of the set's five questions with its first option. */
export async function answerWithFirstOptions(overlay: Locator) {
  for (let question = 0; question < 5; question += 1) {
    await overlay.getByRole('radiogroup').nth(question).getByRole('radio').first().check();
  }
}

/** Draws a question as a phone photo of printed text would show it, with the browser's own fonts. */
export async function questionPng(page: Page, lines: string[]): Promise<Buffer> {
  const dataUrl = await page.evaluate((text) => {
    const canvas = document.createElement('canvas');
    // Phone-photo size, so the app's downscaling before OCR runs in the real browser.
    canvas.width = 3000;
    canvas.height = 1800;
    const context = canvas.getContext('2d')!;
    const light = context.createLinearGradient(0, 0, canvas.width, canvas.height);
    light.addColorStop(0, '#fdfcf8');
    light.addColorStop(1, '#e4e0d6');
    context.fillStyle = light;
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = '#1a1a1a';
    context.font = '110px "DejaVu Sans", sans-serif';
    text.forEach((line, index) => context.fillText(line, 160, 600 + index * 190));
    return canvas.toDataURL('image/png');
  }, lines);
  return Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
}
