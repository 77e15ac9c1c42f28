import styled from '@emotion/styled';
import { TESTIMONIAL_GAP_MS, useRotation } from '../hooks/use-rotation';
import { TESTIMONIALS } from './testimonials';

const Panel = styled.aside`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: 2rem;
  padding: clamp(2rem, 4vw, 3.5rem);
  border-radius: ${({ theme }) => theme.radii.xl};
  background:
    radial-gradient(circle at 85% 15%, rgba(244, 185, 66, 0.35), transparent 45%),
    linear-gradient(160deg, #1f6f4a 0%, #134731 100%);
  color: #f4f7f5;
  overflow: hidden;
  min-height: 100%;
`;

const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  h2 {
    font-size: clamp(1.5rem, 2.6vw, 2.25rem);
    color: #fff;
  }
  p {
    color: rgba(244, 247, 245, 0.85);
    max-width: 32rem;
  }
`;

const Slide = styled.figure<{ visible: boolean }>`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  opacity: ${({ visible }) => (visible ? 1 : 0)};
  transition: opacity ${TESTIMONIAL_GAP_MS / 2}ms ease;
  blockquote {
    margin: 0;
    font-size: 1.125rem;
    line-height: 1.6;
  }
`;

const Person = styled.figcaption`
  display: flex;
  align-items: center;
  gap: 0.875rem;
  img {
    width: 3.5rem;
    height: 3.5rem;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.15);
  }
  strong {
    display: block;
  }
  span {
    font-size: 0.875rem;
    color: rgba(244, 247, 245, 0.8);
  }
`;

const Dots = styled.div`
  display: flex;
  gap: 0.375rem;
  span {
    width: 0.5rem;
    height: 0.5rem;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.35);
  }
  span[data-active='true'] {
    background: #f4b942;
    width: 1.5rem;
    border-radius: 999px;
  }
`;

/** Marketing side panel of /login and /signup with the rotating chef testimonials. */
export function TestimonialsPanel({ title, text }: { title: string; text: string }) {
  const { index, visible } = useRotation(TESTIMONIALS.length);
  const testimonial = TESTIMONIALS[index] ?? TESTIMONIALS[0]!;
  return (
    <Panel aria-label="What our chefs say">
      <Intro>
        <h2>{title}</h2>
        <p>{text}</p>
      </Intro>
      <Slide visible={visible} aria-live="off">
        <blockquote>“{testimonial.quote}”</blockquote>
        <Person>
          <img src={testimonial.image} alt="" width={56} height={56} />
          <div>
            <strong>{testimonial.name}</strong>
            <span>{testimonial.title}</span>
          </div>
        </Person>
      </Slide>
      <Dots aria-hidden="true">
        {TESTIMONIALS.map((item, position) => (
          <span key={item.name} data-active={position === index} />
        ))}
      </Dots>
    </Panel>
  );
}
