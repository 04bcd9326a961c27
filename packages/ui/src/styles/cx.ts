/** The kit's class joiner: clsx (skips falsy values, flattens arrays and objects). */
export { clsx as cx } from 'clsx';
