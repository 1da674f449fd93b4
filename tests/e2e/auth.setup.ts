import fs from 'node:fs';
import path from 'node:path';
import { test as setup } from '@playwright/test';
import { DEMO, storageStateOf, type DemoRole } from './demo-accounts';
import { signInWithPassword } from './harness';

/* Signs in once per demo role through the real form and saves the browser state for the specs. */

for (const role of Object.keys(DEMO) as DemoRole[]) {
  setup(`sign in as the demo ${role}`, async ({ page }) => {
    await signInWithPassword(page, DEMO[role].account, DEMO[role].password);
    fs.mkdirSync(path.dirname(storageStateOf(role)), { recursive: true });
    await page.context().storageState({ path: storageStateOf(role) });
  });
}
