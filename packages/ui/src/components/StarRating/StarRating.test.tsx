import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithUi } from '../../testing/render';
import { StarRating, StarRatingInput, roundAverage } from './StarRating';

describe('roundAverage', () => {
  it('rounds the average to one decimal (spec public §9)', () => {
    expect(roundAverage(4.26)).toBe(4.3);
    expect(roundAverage(4.24)).toBe(4.2);
    expect(roundAverage(3)).toBe(3);
  });

  it('keeps the average within 0 and 5', () => {
    expect(roundAverage(7)).toBe(5);
    expect(roundAverage(-1)).toBe(0);
  });
});

describe('StarRating', () => {
  describe('given an average and a count in English', () => {
    it("reads '4.0 (1 review)' in the singular", () => {
      renderWithUi(<StarRating average={4} count={1} />, { locale: 'en' });
      expect(screen.getByText('4.0 (1 review)')).toBeInTheDocument();
    });
  });

  describe('given no count', () => {
    it('shows the average alone', () => {
      renderWithUi(<StarRating average={3} />);
      expect(screen.getByText('3,0')).toBeInTheDocument();
    });
  });

  describe('given several ratings on one page', () => {
    it("writes each rating's star outline once, every star drawing it from that rating's own symbol", () => {
      const { container } = renderWithUi(
        <>
          <StarRating average={3.5} />
          <StarRating average={5} />
        </>,
      );
      const [first, second] = [...container.querySelectorAll('[role="img"]')];
      for (const [rating, filled] of [
        [first, 4],
        [second, 5],
      ] as const) {
        const symbols = rating?.querySelectorAll('symbol') ?? [];
        expect(symbols).toHaveLength(1);
        expect(rating?.querySelectorAll('path')).toHaveLength(1);
        const uses = [...(rating?.querySelectorAll('use') ?? [])];
        // five outlines and the filled stars, the last one partly
        expect(uses).toHaveLength(5 + filled);
        expect(new Set(uses.map((use) => use.getAttribute('href')))).toEqual(new Set([`#${symbols[0]?.id}`]));
      }
      expect(first?.querySelector('symbol')?.id).not.toBe(second?.querySelector('symbol')?.id);
    });
  });
});

describe('StarRatingInput', () => {
  function Picker({ onChange, initial = 0 }: { onChange?: (value: number) => void; initial?: number }) {
    const [score, setScore] = useState(initial);
    return (
      <StarRatingInput
        value={score}
        onChange={(next) => {
          setScore(next);
          onChange?.(next);
        }}
      />
    );
  }

  describe('when the user uses the arrow keys', () => {
    it('moves the choice up and down', async () => {
      const onChange = vi.fn();
      const { user } = renderWithUi(<Picker onChange={onChange} initial={3} />);
      await user.tab();
      expect(screen.getByRole('radio', { name: '3 étoiles' })).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      expect(onChange).toHaveBeenLastCalledWith(4);
      expect(screen.getByRole('radio', { name: '4 étoiles' })).toBeChecked();
      await user.keyboard('{ArrowLeft}{ArrowLeft}');
      expect(onChange).toHaveBeenLastCalledWith(2);
    });
  });

  describe('when the pointer rests on a star and the user chooses with the keyboard', () => {
    it('lights the keyboard choice', async () => {
      const { user } = renderWithUi(<Picker initial={3} />);
      const labelOf = (name: string) => screen.getByRole('radio', { name }).nextElementSibling as HTMLElement;
      await user.hover(labelOf('2 étoiles'));
      expect(labelOf('3 étoiles')).toHaveAttribute('data-lit', 'false');
      screen.getByRole('radio', { name: '3 étoiles' }).focus();
      await user.keyboard('{ArrowRight}');
      expect(labelOf('4 étoiles')).toHaveAttribute('data-lit', 'true');
    });
  });

  describe('given the English locale', () => {
    it('names the options in English', () => {
      renderWithUi(<StarRatingInput value={0} onChange={() => undefined} />, { locale: 'en' });
      expect(screen.getByRole('group', { name: 'Rating' })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: '1 star' })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: '3 stars' })).toBeInTheDocument();
    });
  });
});
