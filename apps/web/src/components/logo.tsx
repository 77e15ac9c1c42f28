import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

const Anchor = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 700;
  font-size: 1.125rem;
`;

const Mark = () => (
  <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
    <rect width="32" height="32" rx="8" fill="#1f6f4a" />
    <path d="M9 14a7 7 0 0 1 14 0v2H9z" fill="#fff" />
    <rect x="8" y="18" width="16" height="3" rx="1.5" fill="#f4b942" />
  </svg>
);

/** Product mark linking home. */
export function Logo() {
  return (
    <Anchor to={paths.home.getHref()}>
      <Mark />
      <span>Home Kitchen</span>
    </Anchor>
  );
}
