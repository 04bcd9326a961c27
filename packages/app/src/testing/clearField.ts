import type { UserEvent } from '@testing-library/user-event';

/**
 * Empties a text field the way a person does: click into it, select everything, press Backspace.
 * user-event's `clear()` focuses without a click and sets the selection itself; on Preact in jsdom a controlled
 * field then keeps its old value (a real browser does not: the member-space e2e test clears the description with
 * the keyboard), so the app's tests go through the keyboard instead.
 */
export async function clearField(user: UserEvent, field: HTMLElement): Promise<void> {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) throw new Error('clearField needs an input or a textarea');
  await user.click(field);
  field.setSelectionRange(0, field.value.length);
  await user.keyboard('{Backspace}');
}
