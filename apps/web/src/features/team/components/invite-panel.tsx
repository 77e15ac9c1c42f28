import styled from '@emotion/styled';

const Panel = styled.aside`
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  gap: 1rem;
  min-height: 100%;
  padding: clamp(2rem, 4vw, 3.5rem);
  border-radius: ${({ theme }) => theme.radii.xl};
  background:
    radial-gradient(circle at 20% 20%, rgba(244, 185, 66, 0.4), transparent 40%),
    linear-gradient(200deg, #c46a1c 0%, #7a3d0c 100%);
  color: #fff8f0;
  h2 {
    font-size: clamp(1.5rem, 2.6vw, 2.25rem);
    color: #fff;
  }
  p {
    color: rgba(255, 248, 240, 0.88);
    max-width: 30rem;
  }
`;

/** Side panel of the invite pages. */
export function InvitePanel() {
  return (
    <Panel aria-label="About your invitation">
      <h2>Let&apos;s personalise your journey</h2>
      <p>
        Tell us your name so your team knows who is cooking, packing and delivering. You can change these details later
        in your profile.
      </p>
    </Panel>
  );
}
