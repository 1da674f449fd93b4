import { expect, test } from '@playwright/test';
import { SHOTS } from './views';

test('paste a ring into Ketcher on the home page, search, see highlighted hits, open a product', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await page.getByRole('tab', { name: '结构搜索' }).click();
  const panel = page.locator('.structure-panel[data-editor-ready]');
  await expect(panel).toBeVisible({ timeout: 60_000 });

  // Ketcher's "Open…" dialog, "Paste from clipboard": the text goes on the canvas.
  // The toolbar has a wide and a compact Open button; one is visible.
  await page.getByTestId('open-file-button').filter({ visible: true }).first().click();
  await page.getByTestId('paste-from-clipboard-button').click();
  await page.getByTestId('open-structure-textarea').fill('c1ccncc1');
  await page.getByTestId('open-as-new-button').click();
  // Ketcher converts the text in its WASM worker; the ring's nitrogen appears on the canvas when it is placed.
  await expect(page.getByRole('application').getByText('N', { exact: true })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: '结构搜索' }).click();

  await expect(page).toHaveURL(/\/structureSearch\/.+\/1$/, { timeout: 30_000 });
  await expect(page.getByTestId('structure-summary')).toContainText('子结构');
  const hits = page.getByTestId('structure-hit');
  await expect(hits.first()).toBeVisible();
  // The matched ring is drawn highlighted (RDKit paints highlights as filled ellipses and wide bond paths).
  await expect(hits.first().locator('svg ellipse').first()).toBeAttached();
  await page.screenshot({ path: `${SHOTS}/structure-results-desktop.png`, fullPage: true });

  const name = (await hits.first().locator('.structure-hit-name').textContent()) ?? '';
  await hits.first().locator('.structure-hit-link').click();
  await expect(page).toHaveURL(/\/products\/[\d-]+\.html$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name.trim());
});

test('on a results page a typed SMILES is searched, and Back shows the earlier search as it was', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/structureSearch/c1ccncc1/1');
  await expect(page.locator('.structure-panel[data-editor-ready]')).toBeVisible({ timeout: 60_000 });
  const smiles = page.getByRole('textbox', { name: 'SMILES' });
  await expect(smiles).toHaveValue('c1ccncc1');

  // The field was changed, so it wins over the pyridine still in the editor.
  await smiles.fill('c1ccsc1');
  await page.getByText('相似结构', { exact: true }).click();
  await page.getByRole('button', { name: '结构搜索' }).click();
  await expect(page).toHaveURL(/\/structureSearch\/c1ccsc1\/1\?mode=similarity$/);
  await expect(page.getByTestId('structure-summary')).toContainText('相似结构');

  await page.goBack();
  await expect(page).toHaveURL(/\/structureSearch\/c1ccncc1\/1$/);
  await expect(smiles).toHaveValue('c1ccncc1');
  await expect(page.getByRole('radio', { name: '子结构' })).toBeChecked();
  await expect(page.getByTestId('structure-summary')).toContainText('子结构');
});

test('a hand-edited results URL still searches: past the last page goes to the last, a bad page to the first', async ({ page }) => {
  await page.goto('/structureSearch/c1ccncc1/999?mode=nonsense');
  await expect(page).toHaveURL(/\/structureSearch\/c1ccncc1\/\d+$/);
  await expect(page.getByTestId('structure-hit').first()).toBeVisible();
  await page.goto('/structureSearch/c1ccncc1/0');
  await expect(page).toHaveURL(/\/structureSearch\/c1ccncc1\/1$/);
  await page.goto('/structureSearch/' + 'C'.repeat(600) + '/1');
  await expect(page.getByTestId('structure-problem')).toContainText('结构过大');
});

test('at 390 px a SMILES field replaces the editor; a bad structure gets a clear message', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/structureSearch/' + encodeURIComponent('C1CC') + '/1');
  await expect(page.getByTestId('structure-problem')).toContainText('无法识别该结构');
  await expect(page.locator('.ketcher-frame, .Ketcher-root')).toHaveCount(0);

  const smiles = page.getByRole('textbox', { name: 'SMILES' });
  await smiles.fill('CC(=O)Oc1ccccc1C(=O)O');
  await page.getByText('相似结构', { exact: true }).click();
  await page.getByRole('button', { name: '结构搜索' }).click();
  await expect(page).toHaveURL(/mode=similarity/);
  await expect(page.getByTestId('structure-hit').first()).toContainText('Aspirin');
  await expect(page.getByTestId('structure-hit').first()).toContainText('相似度 1.00');
  await page.screenshot({ path: `${SHOTS}/structure-results-mobile.png` });
  await context.close();
});
