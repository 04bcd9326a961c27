// What a visitor did on a server-rendered page before the app had started (issue 13): boot.ts asks for the app's code
// only after the page's largest paint, and meanwhile the page is plain HTML that can be typed into and clicked.
// - Fields: React 19 hydrates a field and keeps what the visitor typed or chose in the DOM, but its state keeps the
//   value the server rendered, and the next render of a controlled field puts that back (the visitor's text is lost).
//   React's own fix (replaying the change after hydration) is behind a flag it does not ship (react#33129). So the
//   fields that differ from what the server rendered are noted before hydration, and once React holds each of them
//   its change is sent again, as the visitor's own change would have been (onChange with the visitor's value).
// - Buttons: a click on a button React does not hold yet does nothing (React 19 replays no click). boot.ts notes the
//   last such click (`EarlyActions`) and it is made again once React holds that button: 'Donner un avis' opens its
//   dialog, the language menu opens. Links and submit buttons are not noted: they work without the app (links and GET
//   forms), so the browser has already followed them.
// - Forms sent while React hydrates: the hydration renders in slices (a transition) and React attaches its props to
//   the elements as it renders them, before its commit; a form sent in between reached its handler with the state the
//   server rendered, the visitor's fields not replayed yet (the members search ran without the filters it showed).
//   So a form holding a field not replayed yet is held when sent (its submit event stopped before React's listener),
//   from the call of replayEarlyInput until that field is replayed, then sent again once the replay is rendered. Not
//   only until the root's commit: a part of the page can hydrate after it (a Suspense boundary), and an Enter in its
//   field makes React hydrate that part at once and hand the form to its handler before the next check replays the
//   field (the home page's search ran without the keyword typed before the app started).

/** What boot.ts keeps for the app on `window.__annuaireEarly` (a global: boot.ts and the app are separate scripts). */
interface EarlyActions {
  /** The last button clicked while React did not hold it yet, and when (performance.now()). */
  click?: { element: HTMLElement; at: number };
}

export type EarlyWindow = Window & typeof globalThis & { __annuaireEarly?: EarlyActions };

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface FieldSnapshot {
  readonly field: Field;
  /** The value the visitor left (text), the option they chose (index) or the box's state. */
  readonly value: string | number | boolean;
  /** What the server rendered: the field still showing it at replay time has been put back by a render. */
  readonly rendered: string | number | boolean;
}

/** React has hydrated this element: its props are attached to it (react-dom's `__reactProps$…` key). */
function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

function defaultIndex(select: HTMLSelectElement): number {
  let index = select.options.length > 0 ? 0 : -1;
  for (let i = 0; i < select.options.length; i += 1) if (select.options[i]?.defaultSelected) index = i;
  return index;
}

function isToggle(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

function snapshotOf(field: Field): FieldSnapshot | undefined {
  if (field instanceof HTMLSelectElement) {
    if (field.multiple) return undefined;
    const rendered = defaultIndex(field);
    return field.selectedIndex === rendered ? undefined : { field, value: field.selectedIndex, rendered };
  }
  if (isToggle(field)) return field.checked === field.defaultChecked ? undefined : { field, value: field.checked, rendered: field.defaultChecked };
  if (field instanceof HTMLInputElement && (field.type === 'file' || field.type === 'hidden')) return undefined;
  return field.value === field.defaultValue ? undefined : { field, value: field.value, rendered: field.defaultValue };
}

/** The fields under `root` the visitor changed from what the server rendered (before hydration). */
function changedFields(root: ParentNode): FieldSnapshot[] {
  return [...root.querySelectorAll<Field>('input, select, textarea')].flatMap((field) => snapshotOf(field) ?? []);
}

/** The current state of a field in the snapshot's terms. */
function currentOf(field: Field): string | number | boolean {
  if (field instanceof HTMLSelectElement) return field.selectedIndex;
  return isToggle(field) ? field.checked : field.value;
}

/**
 * Sends the field's change again with the visitor's value. React's value tracker (a `value`/`checked` property it
 * puts on the element) must first hold another value, or React takes the event for no change.
 */
function replayField({ field, value, rendered }: FieldSnapshot): void {
  // what the field shows now, unless a render has put the server's value back since
  const current = currentOf(field);
  const wanted = current !== rendered ? current : value;
  if (field instanceof HTMLSelectElement) {
    field.selectedIndex = wanted as number;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (isToggle(field)) {
    field.checked = !(wanted as boolean);
    field.click();
    return;
  }
  const text = wanted as string;
  field.value = text === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

export interface ReplayOptions {
  /** The next check (a frame in the browser). */
  schedule?: (next: () => void) => void;
  now?: () => number;
  /** Checks go on this long after the start while nothing is pending (a click may still come). */
  settleMs?: number;
  /** And never longer than this; a click older than it is dropped. */
  giveUpMs?: number;
}

/**
 * Called just before hydration: notes the changed fields. The function it returns is called in the hydration's
 * commit (a layout effect: React attaches its props to an element while rendering, before the commit, and an event
 * it gets before the commit is lost; and an event the browser hands the page after the commit, an Enter, must find
 * the replayed state already); it sends the changes again right after the commit (a microtask), then at each frame
 * for the fields and the click React comes to hold later (a part hydrated after the rest), until nothing is pending.
 */
export function replayEarlyInput(root: HTMLElement, win: EarlyWindow, options: ReplayOptions = {}): () => void {
  const schedule = options.schedule ?? ((next) => win.requestAnimationFrame(() => next()));
  const now = options.now ?? (() => win.performance.now());
  const settleMs = options.settleMs ?? 3000;
  const giveUpMs = options.giveUpMs ?? 10_000;
  let fields = changedFields(root);
  let started = 0;
  let checks = 0;

  // a form sent with a field not replayed yet: held, and sent again after that field's replay (see the top of this file)
  let held: { form: HTMLFormElement; submitter: HTMLElement | null; at: number } | undefined;
  const waitsForReplay = (form: HTMLFormElement) => fields.some(({ field }) => form.contains(field));
  const hold = (event: Event) => {
    if (!(event.target instanceof win.HTMLFormElement) || !waitsForReplay(event.target)) return;
    event.preventDefault();
    event.stopPropagation();
    held = { form: event.target, submitter: (event as SubmitEvent).submitter ?? null, at: now() };
  };
  win.addEventListener('submit', hold, true);
  const releaseForms = () => win.removeEventListener('submit', hold, true);
  // should the app never commit, forms are the browser's and React's again
  win.setTimeout(releaseForms, giveUpMs);

  // Replayed fields are watched until the checks end: a render may still put the server's value back, when the change
  // reached a handler of a render React had not committed (a part of the page still hydrating: its props are on its
  // elements before its commit) that hands on every field of that render (the kit's SearchPanel: { ...values,
  // sectorId } put the keyword replayed just before back to ''). Such a field is replayed again. Once the visitor acts
  // on the app (a key, a press, a change of their own: Réinitialiser empties the fields on purpose), nothing is watched.
  let replayed: FieldSnapshot[] = [];
  let replaying = false;
  let visitorActed = false;
  const noteVisitor = () => {
    if (replaying) return;
    visitorActed = true;
    replayed = [];
  };
  const visitorEvents = ['input', 'change', 'keydown', 'pointerdown'] as const;
  const replay = (snapshot: FieldSnapshot) => {
    replaying = true;
    try {
      replayField(snapshot);
    } finally {
      replaying = false;
    }
  };
  const putBack = ({ field, value, rendered }: FieldSnapshot) => value !== rendered && currentOf(field) === rendered;
  const stopWatching = () => {
    for (const type of visitorEvents) root.removeEventListener(type, noteVisitor, true);
    replayed = [];
    releaseForms();
  };

  // the check that last replayed a field: a held form is sent again at a later one, once React has rendered it
  let lastReplay = 0;
  const check = () => {
    checks += 1;
    replayed = replayed.filter((snapshot) => {
      if (!snapshot.field.isConnected) return false;
      if (isHydrated(snapshot.field) && putBack(snapshot)) {
        replay(snapshot);
        lastReplay = checks;
      }
      return true;
    });
    fields = fields.filter((snapshot) => {
      if (!snapshot.field.isConnected) return false;
      if (!isHydrated(snapshot.field)) return true;
      replay(snapshot);
      lastReplay = checks;
      if (!visitorActed) replayed.push(snapshot);
      return false;
    });
    const form = held;
    if (form && (!form.form.isConnected || now() - form.at > giveUpMs)) held = undefined;
    else if (form && !waitsForReplay(form.form) && checks > lastReplay && !replayed.some(putBack)) {
      held = undefined;
      if (form.submitter) form.form.requestSubmit(form.submitter);
      else form.form.requestSubmit();
    }
    const early = win.__annuaireEarly;
    const click = early?.click;
    if (click && (!click.element.isConnected || now() - click.at > giveUpMs)) early.click = undefined;
    else if (click && isHydrated(click.element)) {
      early.click = undefined;
      click.element.click();
    }
    const elapsed = now() - started;
    const pending = fields.length > 0 || early?.click !== undefined || held !== undefined;
    if (elapsed < giveUpMs && (pending || elapsed < settleMs)) schedule(check);
    else stopWatching();
  };
  let begun = false;
  return () => {
    if (begun) return;
    begun = true;
    for (const type of visitorEvents) root.addEventListener(type, noteVisitor, true);
    started = now();
    // Not in the commit itself: there React renders nothing before the commit ends, so each replayed change would reach
    // its handler with the state the commit shows, and a handler that hands on every field of its render (the kit's
    // SearchPanel: { ...values, sectorId }) would put back the change replayed just before it (the keyword was lost
    // under load, when the fields hydrated in the root's commit). A microtask runs once the commit's task is done,
    // before the browser hands the page its next event; each change is then rendered before the next one is sent.
    win.queueMicrotask(check);
  };
}
