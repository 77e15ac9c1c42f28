import styled from '@emotion/styled';
import { Button } from '@/components/ui/button';

const Wrapper = styled.main`
  min-height: 70vh;
  display: grid;
  place-items: center;
  padding: 2rem 1rem;
  text-align: center;
`;

const Card = styled.div`
  max-width: 28rem;
  display: flex;
  flex-direction: column;
  gap: 1rem;
  align-items: center;
`;

const Actions = styled.div`
  display: flex;
  gap: 0.75rem;
  flex-wrap: wrap;
  justify-content: center;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Page-error fallback: Go to Home and Reload. */
export function ErrorFallback() {
  return (
    <Wrapper role="alert">
      <Card>
        <h1>Something went wrong</h1>
        <Muted>This page failed to load. You can go back home or try again.</Muted>
        <Actions>
          <Button variant="secondary" onClick={() => window.location.assign('/')}>
            Go to Home
          </Button>
          <Button onClick={() => window.location.reload()}>Reload</Button>
        </Actions>
      </Card>
    </Wrapper>
  );
}
