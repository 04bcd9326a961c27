import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithUi } from '../../testing/render';
import { Carousel, type CarouselProps } from './Carousel';

const reviews = ['Avis A', 'Avis B', 'Avis C', 'Avis D', 'Avis E'];

function Controlled(props: Omit<CarouselProps, 'index' | 'onIndexChange' | 'slides' | 'label'> & { start?: number; onIndex?: (index: number) => void }) {
  const { start = 0, onIndex, ...rest } = props;
  const [index, setIndex] = useState(start);
  return (
    <Carousel
      {...rest}
      label="Avis des clients"
      slides={reviews.map((text) => (
        <p key={text}>{text}</p>
      ))}
      index={index}
      onIndexChange={(next) => {
        setIndex(next);
        onIndex?.(next);
      }}
    />
  );
}

const track = () => screen.getByRole('region', { name: 'Avis des clients' }).querySelector('[data-transition]') as HTMLElement;

describe('Carousel', () => {
  describe('given one slide per view at index 0', () => {
    it('is a region named by its label that shows the first slide only', () => {
      renderWithUi(<Controlled />);
      expect(screen.getByRole('region', { name: 'Avis des clients' })).toHaveAttribute('aria-roledescription', 'carrousel');
      expect(screen.getByRole('group', { name: '1 / 5' })).toHaveTextContent('Avis A');
      expect(screen.queryByRole('group', { name: '2 / 5' })).not.toBeInTheDocument();
      const hiddenSlide = screen.getByText('Avis B').closest('[role="group"]');
      expect(hiddenSlide).toHaveAttribute('inert');
      expect(hiddenSlide).toHaveAttribute('aria-hidden', 'true');
    });
  });

  describe('when the user presses next and previous', () => {
    it('moves one slide and translates the track', async () => {
      const onIndex = vi.fn();
      const { user } = renderWithUi(<Controlled onIndex={onIndex} />);
      await user.click(screen.getByRole('button', { name: 'Suivant' }));
      expect(onIndex).toHaveBeenLastCalledWith(1);
      expect(track().style.transform).toBe('translateX(-100%)');
      await user.click(screen.getByRole('button', { name: 'Précédent' }));
      expect(onIndex).toHaveBeenLastCalledWith(0);
      expect(track().style.transform).toBe('translateX(-0%)');
    });
  });

  describe('given loop (the default)', () => {
    it('goes from the first slide back to the last, and from the last to the first', async () => {
      const onIndex = vi.fn();
      const { user } = renderWithUi(<Controlled onIndex={onIndex} />);
      await user.click(screen.getByRole('button', { name: 'Précédent' }));
      expect(onIndex).toHaveBeenLastCalledWith(4);
      await user.click(screen.getByRole('button', { name: 'Suivant' }));
      expect(onIndex).toHaveBeenLastCalledWith(0);
    });
  });

  describe('given no loop', () => {
    it('disables previous at the start and next at the end', async () => {
      const { user } = renderWithUi(<Controlled loop={false} itemsPerView={3} />);
      expect(screen.getByRole('button', { name: 'Précédent' })).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Suivant' }));
      await user.click(screen.getByRole('button', { name: 'Suivant' }));
      expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();
    });
  });

  describe('when the user picks a dot', () => {
    it('shows that slide and marks the dot current', async () => {
      const { user } = renderWithUi(<Controlled />);
      await user.click(screen.getByRole('button', { name: 'Aller à la diapositive 4' }));
      expect(screen.getByRole('group', { name: '4 / 5' })).toHaveTextContent('Avis D');
      expect(screen.getByRole('button', { name: 'Aller à la diapositive 4' })).toHaveAttribute('aria-current', 'true');
    });
  });

  describe('given a duration and the transition switch', () => {
    it('animates over the duration, and jumps with transition false', () => {
      const { rerender } = renderWithUi(<Carousel label="Avis" slides={reviews} index={1} onIndexChange={() => undefined} duration={500} />);
      const trackOf = () => screen.getByRole('region', { name: 'Avis' }).querySelector('[data-transition]') as HTMLElement;
      expect(trackOf().style.transitionDuration).toBe('500ms');
      rerender(<Carousel label="Avis" slides={reviews} index={1} onIndexChange={() => undefined} duration={500} transition={false} />);
      expect(trackOf().style.transitionDuration).toBe('0ms');
      expect(trackOf()).toHaveAttribute('data-transition', 'false');
    });
  });

  describe('given the English locale', () => {
    it('labels the controls in English', () => {
      renderWithUi(<Carousel label="Reviews" slides={reviews} index={0} onIndexChange={() => undefined} />, { locale: 'en' });
      expect(screen.getByRole('button', { name: 'Previous' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Go to slide 2' })).toBeInTheDocument();
    });
  });
});
