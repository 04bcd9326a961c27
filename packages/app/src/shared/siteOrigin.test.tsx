import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useClientValue } from './siteOrigin';

/** Hydrates the server's render of a component reading `read` through useClientValue; gives what each render saw. */
async function hydrateReading(read: () => string | undefined): Promise<{ renders: (string | undefined)[]; text: string }> {
  const renders: (string | undefined)[] = [];
  function Section() {
    const value = useClientValue(read);
    renders.push(value);
    return <p>{value ?? 'accueil'}</p>;
  }
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<Section />);
  renders.length = 0;
  const root = await act(async () => hydrateRoot(container, <Section />));
  const text = container.textContent ?? '';
  act(() => root.unmount());
  container.remove();
  return { renders, text };
}

describe('useClientValue', () => {
  describe('given a value the browser does not have (an address without a fragment)', () => {
    it('hydrates the server’s render once and does not render it again', async () => {
      const { renders, text } = await hydrateReading(() => undefined);

      expect(renders).toEqual([undefined]);
      expect(text).toBe('accueil');
    });
  });

  describe('given a value only the browser has (a fragment naming a section)', () => {
    it('hydrates what the server rendered, then shows the value', async () => {
      const { renders, text } = await hydrateReading(() => 'annonces');

      expect(renders).toEqual([undefined, 'annonces']);
      expect(text).toBe('annonces');
    });
  });
});
