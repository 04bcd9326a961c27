import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Clicks a form's submit button once the form has enabled it. The forms disable their submit while invalid and
 * Formik validates (Yup) asynchronously: `user.type` resolves before the validation of the last keystroke has
 * re-rendered the button, and a click on a still-disabled button does nothing, so on a busy machine the submit was
 * sometimes never sent (AdminCategoriesContainer: "expected 1 to be 2", the list never reloaded).
 */
export async function clickWhenEnabled(user: UserEvent, button: HTMLElement): Promise<void> {
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}
