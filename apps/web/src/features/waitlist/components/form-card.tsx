import styled from '@emotion/styled';

/** Card that frames each landing form. */
export const FormCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  padding: clamp(1.25rem, 3vw, 2rem);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  scroll-margin-top: 1.5rem;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  > p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  form {
    display: flex;
    flex-direction: column;
    gap: 1rem;
  }
`;

export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: 1rem;
`;
