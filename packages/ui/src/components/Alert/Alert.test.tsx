import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../testing/render';
import { Alert } from './Alert';

describe('Alert', () => {
  describe('given dismissible', () => {
    it('names the button in English when the locale is en', () => {
      renderWithUi(<Alert dismissible>Info</Alert>, { locale: 'en' });
      expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    });
  });

  describe('given autoDismissMs', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('stays until the delay has passed, then hides and calls onDismiss once', () => {
      const onDismiss = vi.fn();
      renderWithUi(
        <Alert tone="success" autoDismissMs={3000} onDismiss={onDismiss}>
          OK
        </Alert>,
      );
      act(() => {
        vi.advanceTimersByTime(2999);
      });
      expect(screen.getByRole('status')).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(onDismiss).toHaveBeenCalledTimes(1);
    });
  });
});
