import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// What a component loads on demand (the dropdown menu's content, a dialog's) can take over testing-library's default
// second to appear in jsdom on a busy 2-core machine: wait longer for what should appear (as the app's tests do).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
