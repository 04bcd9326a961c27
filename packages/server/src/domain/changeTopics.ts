// What a write changed, as the caches of the public reads see it: each kept answer or page names the topics of what it
// shows, and a write drops only what shows its topic. A member editing its profile leaves the news page, the banners
// and the partners where they are; a write that names no topic (a sector, category or chamber renamed: their names are
// in the search documents, the announcements and the banners' days) changes every topic.

/** The kinds of data the public pages show, one per kind of write that the caches tell apart. */
export const CHANGE_TOPICS = ['companies', 'banners', 'announcements', 'partners', 'names'] as const;

export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

export type ChangeTopics = ReadonlySet<ChangeTopic>;

/** Every topic: what a write that names none changed. */
export const EVERY_TOPIC: ChangeTopics = new Set(CHANGE_TOPICS);

const KNOWN = new Set<string>(CHANGE_TOPICS);

/** The topics a message names (a comma-separated list); anything unknown or nothing at all is every topic. */
export function parseTopics(text: string | undefined): ChangeTopics {
  const named = (text ?? '').split(',').filter((name) => name !== '');
  if (named.length === 0 || named.some((name) => !KNOWN.has(name))) return EVERY_TOPIC;
  return new Set(named as ChangeTopic[]);
}

/** Whether a change of `changed` reaches what shows `shown`. */
export function touches(changed: ChangeTopics, shown: ChangeTopics): boolean {
  for (const topic of shown) if (changed.has(topic)) return true;
  return false;
}
