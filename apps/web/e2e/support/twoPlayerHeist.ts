/**
 * The usual start of a two-player browser test: Ada creates a heist, Bea joins by its link, they
 * pick Raven and Peterman, both are ready, and Ada starts. Resolves with the room code once both
 * pages show the game.
 */
import type { Page } from 'playwright-core';

export async function startTwoPlayerHeist(ada: Page, bea: Page, url: string): Promise<string> {
  await ada.goto(url);
  await ada.getByTestId('name').fill('Ada');
  await ada.getByTestId('create').click();
  const code = (await ada.getByTestId('room-code').textContent())!.trim();
  await bea.goto(`${url}/r/${code}`);
  await bea.getByTestId('name').fill('Bea');
  await bea.getByTestId('join').click();
  await bea.locator('[data-screen=lobby]').waitFor();
  await ada.locator('[data-seat="0"] [data-character=raven]').click();
  await bea.locator('[data-seat="1"] [data-character=peterman]').click();
  await ada.locator('[data-seat="1"]', { hasText: 'Peterman' }).waitFor();
  await ada.getByTestId('ready').click();
  await bea.getByTestId('ready').click();
  // The host's Start opens once the server has both ready.
  await ada.waitForFunction(
    () => (document.querySelector('[data-testid=start]') as HTMLButtonElement | null)?.disabled === false,
  );
  await ada.getByTestId('start').click();
  for (const page of [ada, bea]) await page.locator('[data-screen=game]').waitFor();
  return code;
}
