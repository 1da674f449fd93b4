import { screen, waitFor } from '@testing-library/react';

/**
 * The confirmation antd's `modal.confirm` opens over a dialog, by its title.
 * Under jsdom every antd id is "test-id", so both dialogs are named by the
 * first one's title: the confirmation is told apart by its class and text.
 */
export async function antdConfirmation(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = screen.getAllByRole('dialog').find((d) => d.classList.contains('ant-modal-confirm') && d.textContent?.includes(title));
    if (!found) throw new Error(`no confirmation “${title}”`);
    return found;
  });
}
